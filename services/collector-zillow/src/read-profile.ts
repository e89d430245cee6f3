/**
 * A Zillow agent profile's `props.pageProps` → the agent and the brokerage as the profile shows
 * them. The agent's `zuid` is the id a listing's contact card names, and the brokerage's name and
 * phone make the id a listing's `attributionInfo` gives its agency (see broker.ts), so both join
 * their listings. The
 * profile adds what listings leave out: the licence, the cell and brokerage phones, the web site
 * and the broker's address.
 */
import { at, list, text, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type AgencyObserved, type AgentObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';
import { zillow } from '@estate/native-formats';
import { brokerNativeId } from './broker.js';

type Contacts = NonNullable<AgentObserved['professional_contacts']>;

/** The rows under "Professional information", by their label. */
function rows(pageProps: unknown): Map<string, { description?: string; lines: string[] }> {
  const out = new Map<string, { description?: string; lines: string[] }>();
  for (const row of list(at(pageProps, 'professionalInformation'))) {
    const term = text(at(row, 'term'));
    if (!term || out.has(term)) continue;
    const description = text(at(row, 'description'));
    out.set(term, { ...(description ? { description } : {}), lines: list(at(row, 'lines')).map(text).filter((l): l is string => l !== undefined) });
  }
  return out;
}

export function readProfile(pageProps: unknown, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const user = at(pageProps, 'displayUser');
  const zuid = text(at(user, 'zuid'));
  const name = text(at(user, 'name'));
  const screenName = text(at(user, 'screenName'));
  if (!zuid || !name || !screenName) return into.issue('unexpected_shape', 'profile has no displayUser zuid, name or screenName', zuid);
  const info = rows(pageProps);
  const url = zillow.profileUrl(screenName);
  const brokerage = text(at(user, 'businessName'));
  const brokeragePhone = text(at(user, 'phoneNumbers', 'brokerage')) ?? info.get('Brokerage phone')?.description;
  const brokerageId = brokerage ? brokerNativeId(brokerage, brokeragePhone) : undefined;
  // "123456 (TX)": the licence number, then the state that issued it.
  const licence = info.get('Licenses')?.lines[0]?.replace(/\s*\([A-Z]{2}\)$/, '');
  const cell = text(at(user, 'phoneNumbers', 'cell')) ?? info.get('Cell phone')?.description;
  const email = text(at(user, 'email'));
  const agentContacts: Contacts = [...(cell ? [{ kind: 'mobile_phone' as const, value: cell }] : []), ...(email ? [{ kind: 'business_email' as const, value: email }] : [])];
  into.observe(
    observation('agent', {
      native_id: zuid,
      name,
      url,
      profile_url: url,
      country: 'US',
      ...(brokerageId ? { agency_native_id: brokerageId } : {}),
      ...(licence ? { licence_number: licence } : {}),
      ...(agentContacts.length > 0 ? { professional_contacts: agentContacts } : {}),
      retrieved_at: retrievedAt,
      access_class: 'public_portal',
    }),
  );
  if (!brokerage || !brokerageId) return;
  const address = at(user, 'businessAddress');
  const [line1, city, state, postalCode] = ['address1', 'city', 'state', 'postalCode'].map((key) => text(at(address, key)));
  const website = info.get('Websites')?.lines[0];
  const agencyContacts: NonNullable<AgencyObserved['professional_contacts']> = [
    ...(brokeragePhone ? [{ kind: 'business_phone' as const, value: brokeragePhone }] : []),
    ...(website ? [{ kind: 'website' as const, value: website }] : []),
  ];
  into.observe(
    observation('agency', {
      native_id: brokerageId,
      name: brokerage,
      country: 'US',
      ...(line1 && city && state && postalCode ? { address: normalizeAddress({ line1, city, region: state, postal_code: postalCode }, 'US') } : {}),
      ...(website ? { website } : {}),
      ...(agencyContacts.length > 0 ? { professional_contacts: agencyContacts } : {}),
      retrieved_at: retrievedAt,
      access_class: 'public_portal',
    }),
  );
}
