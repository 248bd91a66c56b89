// Survey call paths, apart from the request functions so the API tests send to them without a client.

/** GET feedbacks/form/{examNo} (beyond the spec, which does not say where the questions come from): the exam's survey. */
export const feedbackFormPath = (examNo: string) => `feedbacks/form/${encodeURIComponent(examNo)}`;
/** POST feedbacks/create. */
export const FEEDBACK_CREATE_PATH = 'feedbacks/create';
