// The seeded exams' questions: [HTML, choices, index of the correct choice]. Question HTML may hold harmless
// formatting (the client sanitizes it on display); FIRE[2] carries one hostile bit for the sanitizer test.

export type BankQuestion = [html: string, choices: string[], correct: number];

/** Stripped by the client's sanitizer: an inline handler and a script. */
export const HOSTILE_HTML = '<img src="x" onerror="alert(\'exam\')"><script>alert(\'exam\')</script>';

export const FIRE: BankQuestion[] = [
  [
    '<p>What does the <strong>P</strong> in the PASS technique stand for?</p>',
    ['Pull the pin', 'Push the handle', 'Point at the flames', 'Press the alarm'],
    0,
  ],
  [
    '<p>Which extinguisher suits a fire in <em>flammable liquids</em>?</p>',
    ['Water', 'Foam', 'Wet chemical', 'None'],
    1,
  ],
  [
    `<p>Which extinguisher is safe on <strong>live electrical</strong> equipment?</p>${HOSTILE_HTML}`,
    ['Water', 'Foam', 'CO₂', 'Wet chemical'],
    2,
  ],
  [
    '<p>Where should you aim an extinguisher?</p>',
    ['At the top of the flames', 'At the base of the fire', 'At the smoke', 'Above the fire'],
    1,
  ],
  [
    '<p>What is the first thing to do when you discover a fire?</p><ul><li>You are alone</li><li>The fire is small</li></ul>',
    ['Raise the alarm', 'Open the windows', 'Collect your belongings', 'Take a photo'],
    0,
  ],
  [
    '<p>How often should a portable extinguisher be visually checked?</p>',
    ['Every month', 'Every five years', 'Only after use', 'Never'],
    0,
  ],
  ['<p>Which colour band marks a CO<sub>2</sub> extinguisher?</p>', ['Red', 'Cream', 'Black', 'Blue'], 2],
  ['<p>A fire door should be kept…</p>', ['Wedged open', 'Closed', 'Locked', 'Removed'], 1],
  ['<p>Which of these is a <em>fuel</em> in the fire triangle?</p>', ['Oxygen', 'Heat', 'Paper', 'Water'], 2],
  [
    '<p>What should you do if your clothes catch fire?</p>',
    ['Run outside', 'Stop, drop and roll', 'Pour oil on them', 'Wave your arms'],
    1,
  ],
  [
    '<p>Where is the assembly point shown?</p>',
    ['On the fire action notice', 'On the menu', 'In the car park only', 'Nowhere'],
    0,
  ],
  ['<p>Who may silence a fire alarm?</p>', ['Anyone', 'The fire warden after checking', 'Visitors', 'No one ever'], 1],
];

export const FIRE_AR: BankQuestion[] = [
  [
    '<p>ماذا يعني حرف <strong>P</strong> في طريقة PASS؟</p>',
    ['اسحب مسمار الأمان', 'ادفع المقبض', 'وجّه نحو اللهب', 'اضغط زر الإنذار'],
    0,
  ],
  [
    '<p>أي طفاية تناسب حريق <em>السوائل القابلة للاشتعال</em>؟</p>',
    ['الماء', 'الرغوة', 'المواد الكيميائية الرطبة', 'لا شيء'],
    1,
  ],
  ['<p>إلى أين توجّه الطفاية؟</p>', ['إلى أعلى اللهب', 'إلى قاعدة النار', 'إلى الدخان', 'فوق النار'], 1],
  ['<p>ما أول ما تفعله عند اكتشاف حريق؟</p>', ['إطلاق الإنذار', 'فتح النوافذ', 'جمع أغراضك', 'التقاط صورة'], 0],
];

export const FIRST_AID: BankQuestion[] = [
  [
    '<p>What is the first step at any emergency scene?</p>',
    ['Check for danger', 'Give water', 'Move the casualty', 'Call a friend'],
    0,
  ],
  ['<p>How many chest compressions per rescue cycle for an adult?</p>', ['10', '15', '30', '50'], 2],
  [
    '<p>How do you treat a minor burn?</p>',
    ['Cool running water', 'Butter', 'Ice directly', 'Cover with cotton wool'],
    0,
  ],
  [
    '<p>What position suits an unconscious casualty who is breathing?</p>',
    ['Recovery position', 'Sitting up', 'Standing', 'Face down'],
    0,
  ],
  [
    '<p>What controls severe bleeding first?</p>',
    ['Direct pressure', 'Raising the head', 'A warm drink', 'Walking'],
    0,
  ],
];

export const CROWD: BankQuestion[] = [
  [
    '<p>What density makes a crowd dangerous?</p>',
    ['1 person per m²', '2 people per m²', 'More than 4 people per m²', 'Any density'],
    2,
  ],
  ['<p>What is the main purpose of a crowd barrier?</p>', ['Decoration', 'Managing flow', 'Advertising', 'Seating'], 1],
  [
    '<p>Who should steward communication go through?</p>',
    ['The control room', 'Social media', 'The audience', 'No one'],
    0,
  ],
  ['<p>What signals a crowd surge?</p>', ['Waves of movement', 'Silence', 'Rain', 'Applause'], 0],
  [
    '<p>Where should exits be signposted?</p>',
    ['Everywhere they are needed', 'Only at the main gate', 'Nowhere', 'On tickets only'],
    0,
  ],
];

export const CCTV: BankQuestion[] = [
  ['<p>How long is footage usually kept?</p>', ['31 days', '1 hour', 'Forever', '1 year'], 0],
  ['<p>Who may view recorded footage?</p>', ['Authorised staff', 'Anyone', 'Visitors', 'Neighbours'], 0],
  [
    '<p>What must signage near cameras say?</p>',
    ['That CCTV is in operation', 'Nothing', 'The camera price', 'The weather'],
    0,
  ],
  [
    '<p>What is a PTZ camera?</p>',
    ['Pan, tilt and zoom', 'Portable test zone', 'Private tape zone', 'Power transfer zone'],
    0,
  ],
];

export const GUARD: BankQuestion[] = [
  [
    '<p>What is the main duty of a security officer?</p>',
    ['Protect people and property', 'Sell tickets', 'Clean the site', 'Drive visitors'],
    0,
  ],
  ['<p>What must a patrol report include?</p>', ['Times and observations', 'Jokes', 'Nothing', 'Only the weather'], 0],
  [
    '<p>When may force be used?</p>',
    ['Only as a last resort, reasonably', 'Always', 'Never in any case', 'When bored'],
    0,
  ],
  [
    '<p>What does a handover log ensure?</p>',
    ['Continuity between shifts', 'Longer breaks', 'Fewer patrols', 'Nothing'],
    0,
  ],
  ['<p>Who do you report a lost child to?</p>', ['The control room', 'No one', 'Social media', 'The car park'], 0],
];

export const EVACUATION: BankQuestion[] = [
  [
    '<p>When should you use a lift during a fire evacuation?</p>',
    ['Never, unless it is an evacuation lift', 'Always', 'When tired', 'When carrying bags'],
    0,
  ],
  [
    '<p>What does a sweep by wardens check?</p>',
    ['That no one is left behind', 'The lights', 'The coffee machine', 'The parking'],
    0,
  ],
  [
    '<p>What is a PEEP?</p>',
    ['A personal emergency evacuation plan', 'A fire alarm tone', 'A type of door', 'A meeting'],
    0,
  ],
  [
    '<p>Where do people gather after leaving?</p>',
    ['At the assembly point', 'In the lobby', 'In the car', 'Back at their desks'],
    0,
  ],
  [
    '<p>Who decides when people may re-enter?</p>',
    ['The fire service or the person in charge', 'Anyone', 'The first person back', 'Visitors'],
    0,
  ],
];
