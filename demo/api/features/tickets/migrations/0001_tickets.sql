-- The support types a ticket is opened under: reference data every academy needs, production included (the seed
-- alone left production with none, and every new ticket was refused). Rows an academy already has stay as they are.
INSERT INTO "support_types" ("id", "name_en", "name_ar", "value", "label", "status") VALUES
  (1, 'Technical Support', 'الدعم الفني', 'technical_support', 'Technical Support', 1),
  (2, 'Course Inquiry', 'استفسار عن دورة', 'course_inquiry', 'Course Inquiry', 1),
  (3, 'Account Issues', 'مشكلات الحساب', 'account_issues', 'Account Issues', 1),
  (4, 'General Inquiry', 'استفسار عام', 'general_inquiry', 'General Inquiry', 1),
  (5, 'Payment Issues', 'مشكلات الدفع', 'payment_issues', 'Payment Issues', 1)
ON CONFLICT DO NOTHING;
