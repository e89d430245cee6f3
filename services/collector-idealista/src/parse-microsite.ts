/**
 * An agency's idealista microsite (`/pro/<micrositeShortName>/`) → the agency as its own page
 * shows it. The short name (the `micrositeShortName` of its ads) is the native id; the page adds
 * the office address, telephone and the agency's own web site, which ads do not carry.
 */
import { elementText, isCompleteDocument, onlyIssue, parseHtml, type ParseContext, type ParsedPayload, ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type AgencyObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';

const MICROSITE = /^https:\/\/www\.idealista\.com\/pro\/([^/?#]+)\/?$/;

export function parseMicrosite(body: string, path: string, context: ParseContext): ParsedPayload {
  // A cut page may end inside the phone or the web address: nothing is read from it.
  if (!isCompleteDocument(body)) return onlyIssue(path, 'truncated_payload', 'microsite page ends before </html>');
  const root = parseHtml(body);
  const url = root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  const shortName = MICROSITE.exec(url)?.[1];
  const name = elementText(root.querySelector('.professional-name'));
  if (!shortName || !name) return onlyIssue(path, 'unexpected_shape', 'microsite page names no agency (canonical /pro/ URL and name)');
  const address = elementText(root.querySelector('.office-address'));
  const phone = root.querySelector('.office-phone a')?.getAttribute('href')?.replace(/^tel:/, '').trim();
  const website = root.querySelector('.office-web a')?.getAttribute('href')?.trim();
  const contacts: NonNullable<AgencyObserved['professional_contacts']> = [
    ...(phone ? [{ kind: 'business_phone' as const, value: phone }] : []),
    ...(website ? [{ kind: 'website' as const, value: website }] : []),
  ];
  const into = new ParsedPayloadBuilder(path);
  into.observe(
    observation('agency', {
      native_id: decodeURIComponent(shortName),
      name,
      url,
      profile_url: url,
      country: 'ES',
      ...(address ? { address: normalizeAddress({ text: address }, 'ES') } : {}),
      ...(website ? { website } : {}),
      ...(contacts.length > 0 ? { professional_contacts: contacts } : {}),
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
    }),
  );
  return into.result;
}
