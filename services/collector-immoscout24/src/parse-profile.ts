/**
 * A provider's ImmoScout24 profile (`/anbieter/profil/<slug>`) → the agency as its own page shows
 * it. The company-wide customer id (the one its exposés carry) is the native id; the page adds the
 * office address, telephone and homepage. Offices abroad (the Ausland section) name their country.
 */
import { elementText, isCompleteDocument, onlyIssue, parseHtml, type ParseContext, type ParsedPayload, ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type AgencyObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';

/** The countries ImmoScout24 names offices in, as it writes them. */
const COUNTRIES: Readonly<Record<string, string>> = { Deutschland: 'DE', Spanien: 'ES', Österreich: 'AT', Schweiz: 'CH', Frankreich: 'FR', Italien: 'IT', Portugal: 'PT' };

export function parseProfile(body: string, path: string, context: ParseContext): ParsedPayload {
  // A cut page may end inside the phone number or the homepage: nothing is read from it.
  if (!isCompleteDocument(body)) return onlyIssue(path, 'truncated_payload', 'profile page ends before </html>');
  const root = parseHtml(body);
  const card = root.querySelector('[data-company-wide-customer-id]');
  const customerId = card?.getAttribute('data-company-wide-customer-id')?.trim();
  const name = elementText(root.querySelector('[data-qa="company-name"]'));
  if (!customerId || !name) return onlyIssue(path, 'unexpected_shape', 'profile page has no company-wide customer id or company name');
  const countryName = elementText(root.querySelector('[data-qa="company-address"] .country')) ?? 'Deutschland';
  const country = COUNTRIES[countryName];
  if (!country) return onlyIssue(path, 'unexpected_shape', `profile names an office in ${JSON.stringify(countryName)}, a country ImmoScout24 does not list`);
  const street = elementText(root.querySelector('[data-qa="company-address"] .street'));
  const town = elementText(root.querySelector('[data-qa="company-address"] .town'));
  const address = [street, town].filter(Boolean).join(', ');
  const phone = root.querySelector('[data-qa="company-phone"]')?.getAttribute('href')?.replace(/^tel:/, '').trim();
  const homepage = root.querySelector('[data-qa="company-homepage"]')?.getAttribute('href')?.trim();
  const url = root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined;
  const contacts: NonNullable<AgencyObserved['professional_contacts']> = [
    ...(phone ? [{ kind: 'business_phone' as const, value: phone }] : []),
    ...(homepage ? [{ kind: 'website' as const, value: homepage }] : []),
  ];
  const into = new ParsedPayloadBuilder(path);
  into.observe(
    observation('agency', {
      native_id: customerId,
      name,
      ...(url ? { url, profile_url: url } : {}),
      country,
      ...(address ? { address: normalizeAddress({ text: address }, country) } : {}),
      ...(homepage ? { website: homepage } : {}),
      ...(contacts.length > 0 ? { professional_contacts: contacts } : {}),
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
    }),
  );
  return into.result;
}
