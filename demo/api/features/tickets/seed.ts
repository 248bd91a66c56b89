import type { FileSeedContext } from '../../feature';
import type { Data } from '../../types';
import { FIRST_TICKET_NO, SUPPORT_TYPE_VALUES } from './ids';
import { newHistory, newTicket } from './records';
import { SEED_TICKETS } from './seed-tickets';
import type { SupportTypeRecord } from './types';

const DAY = 24 * 60 * 60 * 1000;

/** [English name, Arabic name] of each type in SUPPORT_TYPE_VALUES order (§8's fallback list, same order). */
const SUPPORT_TYPE_NAMES: [string, string][] = [
  ['Technical Support', 'الدعم الفني'],
  ['Course Inquiry', 'استفسار عن دورة'],
  ['Account Issues', 'مشكلات الحساب'],
  ['General Inquiry', 'استفسار عام'],
  ['Payment Issues', 'مشكلات الدفع'],
];

function supportTypes(): SupportTypeRecord[] {
  return SUPPORT_TYPE_VALUES.map((value, index) => {
    const [nameEn = value, nameAr = value] = SUPPORT_TYPE_NAMES[index] ?? [];
    return { id: index + 1, name_en: nameEn, name_ar: nameAr, value, label: nameEn, status: 1 };
  });
}

/** The five support types and the tickets of SEED_TICKETS, dated relative to `seed.now` (after catalog: places come from batches). */
export function seedTickets(data: Data, seed: FileSeedContext): void {
  data.support_types = supportTypes();
  data.next_ids.ticket_no = FIRST_TICKET_NO;
  for (const entry of SEED_TICKETS) {
    const owner = seed.accounts.get(entry.owner);
    if (!owner) throw new Error(`[api] seeded ticket "${entry.title}" belongs to unknown user ${entry.owner}`);
    const opened = seed.now - entry.daysAgo * DAY;
    const ticket = newTicket(data, owner, entry, opened);
    // ids.ts promises these numbers to tests; a reordered table must fail loudly, not silently shift them.
    if (entry.no !== undefined && entry.no !== ticket.no) {
      throw new Error(`[api] seeded ticket "${entry.title}" got number ${ticket.no}, ids.ts says ${entry.no}`);
    }
    ticket.status = entry.status;
    ticket.histories = entry.replies.map(([by, after, content]) =>
      newHistory(data, by === 'owner' ? owner : null, content, opened + after * DAY),
    );
    data.tickets.push(ticket);
  }
}
