/**
 * Zillow gives a listing's brokerage by name only (`attributionInfo.brokerName`), and one
 * brokerage name stands for many offices (every "Keller Williams Realty" in the country). The
 * office is the brokerage at the phone number Zillow shows for it, so that pair is the agency's
 * identity on Zillow: one agency per office, as on the platforms that give branch ids. A search
 * card shows the name alone; a listing read only from its card names the brokerage by it.
 */
export function brokerNativeId(name: string, phone: string | undefined): string {
  const digits = phone?.replace(/\D+/g, '') ?? '';
  return digits.length > 0 ? `${name} ${digits}` : name;
}
