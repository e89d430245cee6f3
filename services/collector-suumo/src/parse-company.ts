/**
 * SUUMO's company page (会社概要, `/jj/bukken/kaisha/JJ010FJ500/?kc=<company code>`) → the agency
 * as its own page describes it: the company code (the `kc` its listings link with) is the native
 * id, and the page adds what a listing's company block leaves out or shows only in part: the
 * licence (免許番号, which identifies the office across platforms), the home page and the telephone.
 */
import { ParsedPayloadBuilder, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { observation, type AgencyObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';
import { field, fieldContaining, addField, type FieldValue } from './fields.js';
import { isTruncated, labelOf, type HTMLElement } from './html.js';

const COMPANY_PAGE = /\/jj\/bukken\/kaisha\/[^?#]*\?(?:[^#]*&)?kc=([^&#]+)/;

function canonicalOf(root: HTMLElement): string | undefined {
  return root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined;
}

export function isCompanyPage(root: HTMLElement): boolean {
  return COMPANY_PAGE.test(canonicalOf(root) ?? '');
}

export function parseCompanyPage(payload: NativePayload, root: HTMLElement, context: ParseContext): ParsedPayload {
  const into = new ParsedPayloadBuilder(payload.path);
  // A cut page may end inside a value (half a licence number): nothing is read from it.
  if (isTruncated(payload.body)) {
    into.issue('truncated_payload', 'company page ends before </html>');
    return into.result;
  }
  const url = canonicalOf(root) ?? '';
  const code = COMPANY_PAGE.exec(url)?.[1];
  const fields = new Map<string, FieldValue>();
  for (const th of root.querySelectorAll('th')) {
    const td = th.nextElementSibling;
    if (td?.tagName === 'TD') addField(fields, labelOf(th), td);
  }
  const name = field(fields, '会社名', '商号')?.text;
  if (!code || !name) {
    into.issue('unexpected_shape', 'company page has no company code or 会社名');
    return into.result;
  }
  const nativeId = decodeURIComponent(code);
  const address = field(fields, '所在地')?.text;
  const tel = field(fields, 'TEL', '電話番号')?.text.replace(/^TEL[:：]?/i, '').trim();
  const licence = fieldContaining(fields, '免許番号')?.text;
  const website = field(fields, 'ホームページ', 'URL')?.element.querySelector('a')?.getAttribute('href')?.trim();
  const contacts: NonNullable<AgencyObserved['professional_contacts']> = [
    ...(tel ? [{ kind: 'business_phone' as const, value: tel }] : []),
    ...(website ? [{ kind: 'website' as const, value: website }] : []),
  ];
  into.observe(
    observation('agency', {
      native_id: nativeId,
      name,
      url,
      profile_url: url,
      country: 'JP',
      ...(address ? { address: normalizeAddress({ text: address }, 'JP') } : {}),
      ...(licence ? { licence_number: licence } : {}),
      ...(website ? { website } : {}),
      ...(contacts.length > 0 ? { professional_contacts: contacts } : {}),
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
    }),
  );
  return into.result;
}
