// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers every element; `academy-widgets/react/<tag>` registers one.
export { AcademyBatch } from './academy-batch';
export { AcademyContent } from './academy-content';
export { AcademyCourse } from './academy-course';
export { AcademyDashboard } from './academy-dashboard';
export { AcademyExam } from './academy-exam';
export { AcademyLectureQr } from './academy-lecture-qr';
export { AcademyLogin } from './academy-login';
export { AcademyProfile } from './academy-profile';
export { AcademyScanner } from './academy-scanner';
export { AcademyShell } from './academy-shell';
export { AcademyTickets } from './academy-tickets';
export { AcademyVerify } from './academy-verify';
