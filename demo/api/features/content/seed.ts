import type { Db } from '../../db/database';
import { buttons, companies } from './schema';
import type { ButtonFile, ButtonRow, CompanyRecord } from './types';

/** A seeded button as written here: its file as one object, stored as three columns. */
interface SeedButton extends Omit<ButtonRow, 'file_path' | 'file_name' | 'file_type'> {
  file: ButtonFile | null;
}

// The Trainer Handbook carries hostile markup on purpose: the client must sanitise button content.
const HOSTILE_SNIPPET = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

function seedButtons(): SeedButton[] {
  return [
    {
      id: 1,
      title: 'Code of Conduct',
      title_ar: 'مدونة السلوك',
      status: 1,
      on_page: 'dashboard',
      visible_for_role_name: 'learner',
      file: {
        file_path: '/backend/storage/files/code-of-conduct.pdf',
        file_name: 'code-of-conduct.pdf',
        file_type: 'pdf',
      },
      content: [
        '<h2>Code of Conduct</h2>',
        '<p>Every learner is expected to treat trainers, classmates and staff with respect.</p>',
        '<ul><li>Arrive on time and check in to every session.</li>',
        '<li>Keep exam content confidential.</li>',
        '<li>Report safety concerns to your trainer immediately.</li></ul>',
        '<p dir="rtl" lang="ar">يلتزم كل متعلم باحترام المدربين والزملاء والموظفين.</p>',
      ].join(''),
    },
    {
      id: 2,
      title: 'Trainer Handbook',
      title_ar: 'دليل المدرب',
      status: 1,
      on_page: 'dashboard',
      visible_for_role_name: 'trainer',
      file: null,
      content: [
        '<h2>Trainer Handbook</h2>',
        '<p>Mark attendance within the first fifteen minutes of each lecture.</p>',
        HOSTILE_SNIPPET,
        '<p>Assessment marks must be entered within three working days.</p>',
        '<p><a href="https://example.com/handbook" target="_blank" rel="noopener">Full handbook</a></p>',
      ].join(''),
    },
    {
      id: 3,
      title: 'Archived Notice',
      title_ar: 'إشعار مؤرشف',
      status: 0,
      on_page: 'dashboard',
      visible_for_role_name: 'learner',
      file: null,
      content: '<p>This notice is archived and should not be shown.</p>',
    },
    {
      id: 4,
      title: 'Profile Help',
      title_ar: 'مساعدة الملف الشخصي',
      status: 1,
      on_page: 'profile',
      visible_for_role_name: 'learner',
      file: null,
      content: '<p>Use the profile settings page to update your English and Arabic names.</p>',
    },
    {
      id: 5,
      title: 'Student Guide',
      title_ar: 'دليل الطالب',
      status: 1,
      on_page: 'dashboard',
      visible_for_role_name: 'Student',
      file: {
        file_path: '/backend/storage/files/student-guide.docx',
        file_name: 'student-guide.docx',
        file_type: 'docx',
      },
      content: null,
    },
    {
      id: 6,
      title: 'Empty Page',
      title_ar: 'صفحة فارغة',
      status: 1,
      on_page: 'dashboard',
      visible_for_role_name: 'learner',
      file: null,
      content: null,
    },
  ];
}

const COMPANIES: CompanyRecord[] = [
  { id: 1, name: 'Safe Academy', default_language: 'en', color: '#1565c0', initials: 'SA' },
  { id: 2, name: 'أكاديمية الأمان', default_language: 'ar', color: '#00695c', initials: 'أ' },
  { id: 3, name: 'Security Association Academy', default_language: 'en', color: '#6a1b9a', initials: 'SAA' },
];

function buttonRow({ file, ...button }: SeedButton): ButtonRow {
  return {
    ...button,
    file_path: file?.file_path ?? null,
    file_name: file?.file_name ?? null,
    file_type: file?.file_type ?? null,
  };
}

/** The three brands and the dynamic buttons (one per case the client must handle). */
export async function seedContent(db: Db): Promise<void> {
  await db.insert(companies).values(COMPANIES);
  await db.insert(buttons).values(seedButtons().map(buttonRow));
}
