/** The ticket routes of §2 that the element links to (the host routes them). */
export const LIST_PATH = '/support/tickets';
export const CREATE_PATH = '/support/tickets/create';
export const ticketPath = (ticketNo: string) => `${LIST_PATH}/${encodeURIComponent(ticketNo)}`;
