import { COURSE } from './ids';
import { CCTV, COURSE_MEDIA, FIRE } from './ids';
import { chapter, unit } from './seed-tree';
import { crowdUnits, evacuationUnits, firstAidUnits, guardUnits } from './seed-more-courses';
import type { CourseRecord, CourseUnitRecord } from './types';

// The seeded courses, and the units, chapters and contents of the two with content; descriptions are HTML (shown
// through the sanitizer).

/** [id, English title, Arabic title, hours]. */
const COURSES: [number, string, string, number][] = [
  [COURSE.fireSafety, 'Fire Safety Fundamentals', 'أساسيات السلامة من الحرائق', 24],
  [COURSE.firstAid, 'First Aid at Work', 'الإسعافات الأولية في مكان العمل', 16],
  [COURSE.crowdManagement, 'Crowd Management', 'إدارة الحشود', 20],
  [COURSE.cctv, 'CCTV Operations', 'تشغيل أنظمة المراقبة بالكاميرات', 12],
  [COURSE.guardFoundations, 'Security Guard Foundations', 'أساسيات حراسة الأمن', 40],
  [COURSE.evacuation, 'Emergency Evacuation', 'الإخلاء في حالات الطوارئ', 8],
  [COURSE.deescalation, 'Conflict De-escalation', 'تهدئة النزاعات', 10],
  [COURSE.induction, 'Site Induction', 'التعريف بالموقع', 2],
];

const FIRE_VIDEO = [COURSE_MEDIA.fireVideo, COURSE_MEDIA.firePoster];
const CCTV_VIDEO = [COURSE_MEDIA.cctvVideo, COURSE_MEDIA.cctvPoster];

/** Fire Safety Fundamentals: 11 contents, every type. */
function fireSafetyUnits(): CourseUnitRecord[] {
  return [
    unit(
      FIRE.units[0],
      ['Fire Science', 'علم الحرائق'],
      [
        chapter(
          FIRE.chapters[0],
          ['How Fire Starts', 'كيف يبدأ الحريق'],
          [
            [
              FIRE.introVideo,
              'video',
              ['Welcome and the fire triangle', 'مرحبًا بك ومثلث الحريق'],
              1,
              ['Heat, fuel and oxygen: what every fire needs.', 'الحرارة والوقود والأكسجين: ما يحتاجه كل حريق.'],
              FIRE_VIDEO,
            ],
            [
              FIRE.handbook,
              'pdf',
              ['Fire safety handbook', 'دليل السلامة من الحرائق'],
              15,
              ['Read both pages before the quiz.', 'اقرأ الصفحتين قبل الاختبار.'],
              [COURSE_MEDIA.fireHandbook],
            ],
            [
              FIRE.triangleQuiz,
              'quiz',
              ['Fire triangle check', 'اختبار مثلث الحريق'],
              5,
              [
                'Five questions on the fire triangle. Answer them in class.',
                'خمسة أسئلة عن مثلث الحريق. أجب عنها في الصف.',
              ],
            ],
          ],
        ),
        chapter(
          FIRE.chapters[1],
          ['Classes of Fire', 'فئات الحرائق'],
          [
            [
              FIRE.classesSlides,
              'presentation',
              ['Classes of fire', 'فئات الحرائق'],
              10,
              ['Four slides: which extinguisher fits which fire.', 'أربع شرائح: أي طفاية تناسب أي حريق.'],
              [COURSE_MEDIA.fireSlides],
            ],
            [
              FIRE.hazardsAssignment,
              'assignment',
              ['Spot the hazards at home', 'اكتشف المخاطر في المنزل'],
              30,
              [
                'List five fire hazards in your home and how you would remove each one. Hand it to your trainer.',
                'اذكر خمسة مخاطر حريق في منزلك وكيف تزيل كلًّا منها، ثم سلّمها لمدربك.',
              ],
            ],
          ],
        ),
      ],
    ),
    unit(
      FIRE.units[1],
      ['Extinguishers and Alarms', 'طفايات الحريق وأجهزة الإنذار'],
      [
        chapter(
          FIRE.chapters[2],
          ['Choosing an Extinguisher', 'اختيار طفاية الحريق'],
          [
            [
              FIRE.extinguisherVideo,
              'video',
              ['Using an extinguisher', 'استخدام طفاية الحريق'],
              1,
              ['Pull, aim, squeeze, sweep.', 'اسحب، وجّه، اضغط، حرّك.'],
              FIRE_VIDEO,
            ],
            [
              FIRE.extinguisherSlides,
              'presentation',
              ['Extinguishers at a glance', 'طفايات الحريق في لمحة'],
              10,
              ['The four slides again, as a reference.', 'الشرائح الأربع مرة أخرى للرجوع إليها.'],
              [COURSE_MEDIA.fireSlides],
            ],
            [
              FIRE.extinguisherQuiz,
              'quiz',
              ['Which extinguisher?', 'أي طفاية؟'],
              5,
              ['Match each fire to its extinguisher.', 'طابق كل حريق مع الطفاية المناسبة له.'],
            ],
          ],
        ),
        chapter(
          FIRE.chapters[3],
          ['Alarm Systems', 'أنظمة الإنذار'],
          [
            [
              FIRE.alarmPdf,
              'pdf',
              ['Alarms and call points', 'أجهزة الإنذار ونقاط النداء'],
              10,
              [
                'Section 3 of the handbook: what to do when the alarm sounds.',
                'القسم 3 من الدليل: ماذا تفعل عند سماع الإنذار.',
              ],
              [COURSE_MEDIA.fireHandbook],
            ],
          ],
        ),
      ],
    ),
    unit(
      FIRE.units[2],
      ['Evacuation', 'الإخلاء'],
      [
        chapter(
          FIRE.chapters[4],
          ['Evacuation Drills', 'تدريبات الإخلاء'],
          [
            [
              FIRE.evacuationVideo,
              'video',
              ['Leaving the building safely', 'مغادرة المبنى بأمان'],
              1,
              [
                'Nearest safe exit, no lifts, straight to the assembly point.',
                'أقرب مخرج آمن، دون مصاعد، مباشرة إلى نقطة التجمع.',
              ],
              FIRE_VIDEO,
            ],
            [
              FIRE.routeAssignment,
              'assignment',
              ['Plan your route to the assembly point', 'خطط طريقك إلى نقطة التجمع'],
              20,
              [
                'Draw the route from your desk to the assembly point, with a second route if the first is blocked.',
                'ارسم الطريق من مكتبك إلى نقطة التجمع، مع طريق بديل إذا أُغلق الأول.',
              ],
            ],
          ],
        ),
      ],
    ),
  ];
}

/** CCTV Operations: 5 contents, every type. */
function cctvUnits(): CourseUnitRecord[] {
  return [
    unit(
      CCTV.units[0],
      ['Camera Systems', 'أنظمة الكاميرات'],
      [
        chapter(
          CCTV.chapters[0],
          ['The Control Room', 'غرفة التحكم'],
          [
            [
              CCTV.introVideo,
              'video',
              ['Welcome to the control room', 'مرحبًا بك في غرفة التحكم'],
              1,
              ["A first look at the operator's desk.", 'نظرة أولى على مكتب المشغّل.'],
              CCTV_VIDEO,
            ],
            [
              CCTV.checklist,
              'pdf',
              ['Operator checklist', 'قائمة تحقق المشغّل'],
              10,
              ['The start-of-shift and end-of-shift checks.', 'فحوص بداية المناوبة ونهايتها.'],
              [COURSE_MEDIA.cctvChecklist],
            ],
          ],
        ),
        chapter(
          CCTV.chapters[1],
          ['Camera Types', 'أنواع الكاميرات'],
          [
            [
              CCTV.cameraSlides,
              'presentation',
              ['Fixed, PTZ and dome cameras', 'الكاميرات الثابتة والمتحركة والقبّية'],
              10,
              ['Three slides on what each camera type is for.', 'ثلاث شرائح عن استخدام كل نوع من الكاميرات.'],
              [COURSE_MEDIA.cctvSlides],
            ],
            [
              CCTV.monitoringQuiz,
              'quiz',
              ['Monitoring basics', 'أساسيات المراقبة'],
              5,
              ['Four questions on camera types and coverage.', 'أربعة أسئلة عن أنواع الكاميرات والتغطية.'],
            ],
          ],
        ),
      ],
    ),
    unit(
      CCTV.units[1],
      ['Incidents', 'الحوادث'],
      [
        chapter(
          CCTV.chapters[2],
          ['Reporting', 'الإبلاغ'],
          [
            [
              CCTV.incidentAssignment,
              'assignment',
              ['Write an incident log entry', 'اكتب قيدًا في سجل الحوادث'],
              20,
              [
                'Describe a made-up incident: time, camera, what you saw and whom you called.',
                'صف حادثة افتراضية: الوقت والكاميرا وما رأيته ومن اتصلت به.',
              ],
            ],
          ],
        ),
      ],
    ),
  ];
}

/** Every seeded course: each one a learner is enrolled on has content (the dashboard's progress opens it); Site Induction has none. */
export function seededCourses(): CourseRecord[] {
  const units = new Map<number, CourseUnitRecord[]>([
    [COURSE.fireSafety, fireSafetyUnits()],
    [COURSE.firstAid, firstAidUnits()],
    [COURSE.crowdManagement, crowdUnits()],
    [COURSE.cctv, cctvUnits()],
    [COURSE.guardFoundations, guardUnits()],
    [COURSE.evacuation, evacuationUnits()],
  ]);
  return COURSES.map(([id, title, titleAr, duration]) => ({
    id,
    title,
    title_ar: titleAr,
    duration,
    units: units.get(id) ?? [],
  }));
}
