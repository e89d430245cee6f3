/**
 * Numbers, areas and phrases the way idealista's Spanish pages print them: "1.250.000 €",
 * "82 m² construidos", "3 habitaciones". Only the renderer writes these; the parser reads them
 * back through @estate/normalize.
 */

/** Whole number with "." between thousands. Spanish style drops the mark for four digits; idealista keeps it. */
export function groupThousands(n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${grouped}` : grouped;
}

export function euros(amount: number): string {
  return `${groupThousands(amount)} €`;
}

export function eurosPerSqm(amount: number): string {
  return `${groupThousands(amount)} €/m²`;
}

export function builtAreaPhrase(sqm: number): string {
  return `${groupThousands(sqm)} m² construidos`;
}

export function plotPhrase(sqm: number): string {
  return `Parcela de ${groupThousands(sqm)} m²`;
}

export function bedroomsPhrase(n: number): string | undefined {
  if (n <= 0) return undefined; // a studio says so in its type phrase instead
  return n === 1 ? '1 habitación' : `${n} habitaciones`;
}

export function bathroomsPhrase(n: number): string {
  return n === 1 ? '1 baño' : `${n} baños`;
}

export function floorPhrase(floor: string, exterior: boolean): string {
  const side = exterior ? 'exterior' : 'interior';
  if (floor === 'bj') return `Bajo ${side}`;
  if (floor === 'en') return `Entreplanta ${side}`;
  return `Planta ${floor}ª ${side}`;
}

const CONDITION_PHRASES: Readonly<Record<string, string>> = {
  good: 'Segunda mano/buen estado',
  renew: 'Segunda mano/para reformar',
  newdevelopment: 'Promoción de obra nueva',
};

export function conditionPhrase(condition: string): string | undefined {
  return CONDITION_PHRASES[condition];
}

const TYPE_PHRASES: Readonly<Record<string, string>> = {
  flat: 'Piso',
  penthouse: 'Ático',
  duplex: 'Dúplex',
  studio: 'Estudio',
  independantHouse: 'Chalet independiente',
  semidetachedHouse: 'Chalet pareado',
  terracedHouse: 'Chalet adosado',
  chalet: 'Chalet',
  countryHouse: 'Casa de campo',
  building: 'Edificio',
  land: 'Terreno',
  premises: 'Local',
  garage: 'Garaje',
  room: 'Habitación',
  storageRoom: 'Trastero',
};

export function typePhrase(term: string): string {
  return TYPE_PHRASES[term] ?? term;
}

/** A Spanish number as idealista lists it: nine digits grouped 3-2-2-2 ("951 12 00 41"). */
export function spanishPhone(raw: string): { national: string; formatted: string } {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('34')) digits = digits.slice(2);
  const formatted = digits.length === 9 ? digits.replace(/(\d{3})(\d{2})(\d{2})(\d{2})/, '$1 $2 $3 $4') : digits;
  return { national: digits, formatted };
}
