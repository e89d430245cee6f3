/**
 * The agency and agent of a SUUMO detail page. Two templates are read: the older one's 会社概要
 * table (会社名 with the company link, 所在地, TEL, 担当者), and the current one, where the
 * agency is an お問い合せ先 row (its name in the first paragraph, its line as "TEL：…"), the
 * 会社概要 row is one text (licence, association, name, "〒… address"), and the agent has a
 * 担当者より row with a portrait, the name in a `dl dt`.
 */
import type { ListingObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';
import { field, fieldContaining, type FieldValue, type Fields } from './fields.js';
import { clean, textOf } from './html.js';
import { COUNTRY } from './listing.js';

export interface Company {
  agency?: NonNullable<ListingObserved['agency']>;
  agent?: NonNullable<ListingObserved['agent']>;
  extensions: Record<string, unknown>;
}

const TEL = /TEL\s*[:：]?\s*([0-9０-９][0-9０-９\-－()（） ]*[0-9０-９])/i;
// "東京都知事（6）第078096号", "国土交通大臣（13）第002077号".
const LICENCE = /((?:国土交通大臣|\S{2,4}知事)\s*[（(]\s*\d+\s*[）)]\s*第\s*\d+\s*号)/;
const POSTAL_CODE = /^〒\s*\d{3}-?\d{4}\s*/;

/** The company code (kc) in a company link, in the plain (`kc=…`) or the encoded form (`kcz1…`). */
function companyCode(cell: FieldValue): string | undefined {
  const links = [
    cell.element.querySelector('a')?.getAttribute('href') ?? '',
    // The current template opens the company page from a hidden input: `…arz1030z2bsz1011z2kcz1100451208.html`,
    // its query with `=` written z1 and `&` written z2.
    cell.element.querySelector('input.jscToiawaseSakiWindowUrl')?.getAttribute('value') ?? '',
  ];
  for (const link of links) {
    const plain = /[?&]kc=([^&#]+)/.exec(link)?.[1];
    if (plain) return decodeURIComponent(plain);
    const encoded = /z2kcz1(\d+)/.exec(link)?.[1];
    if (encoded) return encoded;
  }
  return undefined;
}

/** The address line of a 会社概要 text: the line after the company's name, its 〒 code dropped. */
function addressIn(outline: FieldValue, name: string): string | undefined {
  const at = outline.lines.indexOf(name);
  const line = at < 0 ? undefined : outline.lines[at + 1];
  const address = line?.replace(POSTAL_CODE, '').trim();
  return address ? address : undefined;
}

/** The agency's name: the first paragraph or block of an inquiry cell, else the whole cell. */
function nameOf(cell: FieldValue): string {
  const first = cell.element.querySelector('p') ?? cell.element.querySelector('div');
  const name = first ? textOf(first) : '';
  return name !== '' && !TEL.test(name) ? name : cell.text;
}

function phoneOf(fields: Fields, inquiry: FieldValue | undefined): string | undefined {
  const tel = field(fields, 'TEL', '電話番号', 'お問い合せ先TEL');
  const text = tel?.text ?? inquiry?.text ?? '';
  const m = TEL.exec(text);
  if (m?.[1]) return clean(m[1].normalize('NFKC'));
  return tel ? clean(tel.text.replace(/^TEL[:：]?/i, '')) : undefined;
}

/** The agent of a 担当者 row (older template) or of a 担当者より row (its `dl dt`). */
function agentName(fields: Fields): string | undefined {
  const plain = field(fields, '担当者');
  if (plain) return plain.text;
  const intro = field(fields, '担当者より');
  const name = intro ? textOf(intro.element.querySelector('dl dt')) : '';
  return name !== '' ? name : undefined;
}

export function companyOf(fields: Fields): Company {
  const out: Company = { extensions: {} };
  const inquiry = field(fields, 'お問い合せ先', '問い合わせ先', 'お問い合わせ先', '問合せ先');
  const named = field(fields, '会社名', '取扱店舗') ?? inquiry;
  if (!named) return out;
  const agency: NonNullable<ListingObserved['agency']> = { name: nameOf(named) };
  const code = companyCode(named) ?? (inquiry ? companyCode(inquiry) : undefined);
  if (code) agency.native_id = code;
  const outline = field(fields, '会社概要');
  const address = field(fields, '所在地')?.text ?? (outline ? addressIn(outline, agency.name) : undefined);
  if (address) agency.address = normalizeAddress({ text: address }, COUNTRY);
  out.agency = agency;

  const tel = phoneOf(fields, inquiry);
  const licence = fieldContaining(fields, '免許番号')?.text ?? LICENCE.exec(outline?.text ?? '')?.[1] ?? LICENCE.exec(inquiry?.text ?? '')?.[1];
  if (licence) out.extensions['agency_licence'] = licence;
  if (tel) out.extensions['agency_phone'] = tel;

  const person = agentName(fields);
  if (person) {
    const agent: NonNullable<ListingObserved['agent']> = { name: person };
    if (agency.native_id) agent.agency_native_id = agency.native_id;
    // SUUMO shows the store's line, which is where the agent answers.
    if (tel) agent.professional_contacts = [{ kind: 'business_phone', value: tel }];
    out.agent = agent;
  }
  return out;
}
