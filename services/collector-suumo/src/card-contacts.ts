/**
 * Who a SUUMO search card names: the shop (`.shopmore-title`, its line in `.makermore-tel-txt`)
 * and, in the shop's comment box, the person in charge ("担当：…", `.storecomment-staff`). The
 * 担当 line often names a branch rather than a person ("株式会社クロダハウス福井支店"); a name
 * that carries a company form is the agency's, not an agent's.
 */
import type { ListingObserved } from '@estate/events';
import { clean, textOf, type HTMLElement } from './html.js';

type Agency = NonNullable<ListingObserved['agency']>;
type Agent = NonNullable<ListingObserved['agent']>;

const COMPANY_FORM = /株式会社|有限会社|合同会社|[（(]\s*[株有]\s*[)）]|支店|営業所|センター|不動産/u;

export function cardContacts(card: HTMLElement): { agency?: Agency; agent?: Agent } {
  const name = textOf(card.querySelector('.shopmore-title'));
  // The shop's link names its company code (kc), the agency's id on SUUMO, as on detail pages.
  const code = /[?&]kc=([^&#]+)/.exec(card.querySelector('.shopmore-title a')?.getAttribute('href') ?? '')?.[1];
  const phone = clean(textOf(card.querySelector('.makermore-tel-txt')).normalize('NFKC'));
  const contacts = phone !== '' ? [{ kind: 'business_phone' as const, value: phone }] : undefined;
  const agency: Agency | undefined =
    name !== '' ? { name, ...(code ? { native_id: decodeURIComponent(code) } : {}), ...(contacts ? { professional_contacts: contacts } : {}) } : undefined;
  const staff = clean(textOf(card.querySelector('.storecomment-staff')).replace(/^担当\s*[:：]\s*/u, ''));
  const agent: Agent | undefined =
    staff !== '' && !COMPANY_FORM.test(staff)
      ? { name: staff, ...(agency?.native_id ? { agency_native_id: agency.native_id } : {}), ...(contacts ? { professional_contacts: contacts } : {}) }
      : undefined;
  return { ...(agency ? { agency } : {}), ...(agent ? { agent } : {}) };
}
