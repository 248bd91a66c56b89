import { chapter, unit } from './seed-tree';
import type { CourseUnitRecord } from './types';

// The contents of the other enrolled courses (quizzes and assignments, no media), so every progress the dashboard
// shows opens a course with content: First Aid 10 (learner 7 done, 70 %), Crowd Management 5 (1 done, 20 %),
// Security Guard Foundations 4 and Emergency Evacuation 3 (all done). Ids follow ./ids.ts (unit, chapter, place).

/** First Aid at Work (course 102): 10 contents in 2 units. */
export function firstAidUnits(): CourseUnitRecord[] {
  return [
    unit(
      21,
      ['Assessing the Casualty', 'تقييم المصاب'],
      [
        chapter(
          211,
          ['Primary Survey', 'الفحص الأولي'],
          [
            [
              2111,
              'quiz',
              ['Danger, response, airway', 'الخطر والاستجابة ومجرى الهواء'],
              5,
              ['Check the scene before you check the casualty.', 'افحص المكان قبل أن تفحص المصاب.'],
            ],
            [
              2112,
              'assignment',
              ['Describe a primary survey', 'صف الفحص الأولي'],
              20,
              ['Write the steps of a primary survey in order.', 'اكتب خطوات الفحص الأولي بالترتيب.'],
            ],
            [
              2113,
              'quiz',
              ['Breathing checks', 'فحص التنفس'],
              5,
              ['Look, listen and feel for ten seconds.', 'انظر واستمع وتحسّس لمدة عشر ثوانٍ.'],
            ],
          ],
        ),
        chapter(
          212,
          ['CPR and AED', 'الإنعاش القلبي الرئوي ومزيل الرجفان'],
          [
            [
              2121,
              'quiz',
              ['Compressions', 'الضغطات الصدرية'],
              5,
              ['Depth, rate and hand position.', 'العمق والمعدل ووضع اليدين.'],
            ],
            [
              2122,
              'assignment',
              ['Using an AED', 'استخدام مزيل الرجفان'],
              20,
              [
                'List what you do from switching the AED on to the first shock.',
                'اذكر ما تفعله من تشغيل الجهاز حتى الصدمة الأولى.',
              ],
            ],
            [
              2123,
              'quiz',
              ['Recovery position', 'وضعية الإفاقة'],
              5,
              ['When and how to turn a casualty onto their side.', 'متى وكيف تقلب المصاب على جانبه.'],
            ],
          ],
        ),
      ],
    ),
    unit(
      22,
      ['Injuries', 'الإصابات'],
      [
        chapter(
          221,
          ['Bleeding and Shock', 'النزيف والصدمة'],
          [
            [
              2211,
              'quiz',
              ['Controlling bleeding', 'إيقاف النزيف'],
              5,
              ['Pressure, dressing and raising the limb.', 'الضغط والضماد ورفع الطرف.'],
            ],
            [
              2212,
              'assignment',
              ['Signs of shock', 'علامات الصدمة'],
              15,
              ['Name five signs of shock and what you would do.', 'اذكر خمس علامات للصدمة وما ستفعله.'],
            ],
          ],
        ),
        chapter(
          222,
          ['Burns and Fractures', 'الحروق والكسور'],
          [
            [
              2221,
              'quiz',
              ['Cooling a burn', 'تبريد الحرق'],
              5,
              ['Cool running water for twenty minutes.', 'ماء جارٍ بارد لمدة عشرين دقيقة.'],
            ],
            [
              2222,
              'assignment',
              ['Supporting a fracture', 'تثبيت الكسر'],
              15,
              [
                'Describe how you keep a broken arm still until help comes.',
                'صف كيف تثبّت ذراعًا مكسورة حتى وصول المساعدة.',
              ],
            ],
          ],
        ),
      ],
    ),
  ];
}

/** Crowd Management (course 103): 5 contents in 2 units. */
export function crowdUnits(): CourseUnitRecord[] {
  return [
    unit(
      31,
      ['Crowd Dynamics', 'ديناميكيات الحشود'],
      [
        chapter(
          311,
          ['How Crowds Move', 'كيف تتحرك الحشود'],
          [
            [
              3111,
              'quiz',
              ['Density and flow', 'الكثافة والتدفق'],
              5,
              [
                'People per square metre and what it means for safety.',
                'عدد الأشخاص في المتر المربع وما يعنيه للسلامة.',
              ],
            ],
            [
              3112,
              'assignment',
              ['Spot the pinch points', 'حدّد نقاط الاختناق'],
              20,
              ['Mark the narrow points on a venue plan of your choice.', 'حدّد النقاط الضيقة على مخطط مكان تختاره.'],
            ],
          ],
        ),
      ],
    ),
    unit(
      32,
      ['Event Control', 'التحكم في الفعاليات'],
      [
        chapter(
          321,
          ['Queues and Barriers', 'الطوابير والحواجز'],
          [
            [
              3211,
              'quiz',
              ['Queue design', 'تصميم الطوابير'],
              5,
              ['Lanes, barriers and where staff stand.', 'الممرات والحواجز وأماكن وقوف الموظفين.'],
            ],
            [
              3212,
              'assignment',
              ['Plan an entry gate', 'خطّط بوابة دخول'],
              20,
              ['Draw an entry gate for two thousand people an hour.', 'ارسم بوابة دخول تستوعب ألفي شخص في الساعة.'],
            ],
            [
              3213,
              'quiz',
              ['Control room calls', 'نداءات غرفة التحكم'],
              5,
              ['Who you call, and what you say, when a crowd surges.', 'من تتصل به وماذا تقول عند اندفاع الحشد.'],
            ],
          ],
        ),
      ],
    ),
  ];
}

/** Security Guard Foundations (course 105): 4 contents in 1 unit. */
export function guardUnits(): CourseUnitRecord[] {
  return [
    unit(
      51,
      ['The Security Officer', 'ضابط الأمن'],
      [
        chapter(
          511,
          ['Role and Conduct', 'الدور والسلوك'],
          [
            [
              5111,
              'quiz',
              ['Role of the officer', 'دور الضابط'],
              5,
              ['What an officer may and may not do.', 'ما يجوز للضابط فعله وما لا يجوز.'],
            ],
            [
              5112,
              'assignment',
              ['Write a handover note', 'اكتب مذكرة تسليم'],
              15,
              ['Hand your post over to the next shift in writing.', 'سلّم موقعك للمناوبة التالية كتابةً.'],
            ],
          ],
        ),
        chapter(
          512,
          ['Patrols', 'الدوريات'],
          [
            [
              5121,
              'quiz',
              ['Patrol techniques', 'أساليب الدوريات'],
              5,
              ['Routes, timing and what to look for.', 'المسارات والتوقيت وما تبحث عنه.'],
            ],
            [
              5122,
              'assignment',
              ['Plan a patrol', 'خطّط دورية'],
              20,
              ['Plan a night patrol of a car park.', 'خطّط دورية ليلية في موقف سيارات.'],
            ],
          ],
        ),
      ],
    ),
  ];
}

/** Emergency Evacuation (course 106): 3 contents in 1 unit. */
export function evacuationUnits(): CourseUnitRecord[] {
  return [
    unit(
      61,
      ['Evacuation Planning', 'تخطيط الإخلاء'],
      [
        chapter(
          611,
          ['Routes and Roll Call', 'المسارات والتفقد'],
          [
            [
              6111,
              'quiz',
              ['Escape routes', 'مسارات الهروب'],
              5,
              ['Two ways out of every room.', 'مخرجان من كل غرفة.'],
            ],
            [
              6112,
              'assignment',
              ['Draw an evacuation plan', 'ارسم خطة إخلاء'],
              20,
              [
                'Draw the plan of one floor with its exits and assembly point.',
                'ارسم مخطط طابق واحد بمخارجه ونقطة تجمعه.',
              ],
            ],
            [
              6113,
              'quiz',
              ['Roll call', 'التفقد'],
              5,
              ['Who counts, and what happens when someone is missing.', 'من يتولى العدّ وماذا يحدث عند فقدان أحد.'],
            ],
          ],
        ),
      ],
    ),
  ];
}
