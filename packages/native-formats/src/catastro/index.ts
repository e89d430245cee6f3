/**
 * Catastro's OVC `Consulta_DNPRC` (non-protected descriptive data of a cadastral reference), as
 * its JSON service answers (`…/COVCCallejero.svc/json/Consulta_DNPRC?RefCat=`, sources.md §2.1):
 * `consulta_dnprcResult` with `control`, then either `bico` (one property: `bi` and its
 * construction units `lcons`), `lrcdnp.rcdnp[]` (a 14-character parcel reference: every property
 * on it) or `lerr` (a refusal). Values are strings as Catastro writes them (`sfc` in m², `cpt` a
 * decimal comma).
 */

/** A cadastral reference split as the answer splits it: parcel (7 + 7), unit (4), control (1 + 1). */
export interface Rc {
  pc1: string;
  pc2: string;
  car?: string;
  cc1?: string;
  cc2?: string;
}

export interface Dir {
  /** Street code, street type (`CL`, `AV`, `PS`…), street name, first number, second number. */
  cv?: string;
  tv?: string;
  nv?: string;
  pnp?: string;
  snp?: string;
}

/** Inside the building: staircase, floor, door. */
export interface Loint {
  es?: string;
  pt?: string;
  pu?: string;
}

export interface Dt {
  /** INE province and municipality codes. */
  loine?: { cp?: string; cm?: string };
  cmc?: string;
  np?: string;
  nm?: string;
  locs?: { lous?: { lourb?: { dir?: Dir; loint?: Loint; dp?: string; dm?: string } } };
}

export interface Debi {
  /** Use (`Residencial`), built area m², participation coefficient, year built. */
  luso?: string;
  sfc?: string;
  cpt?: string;
  ant?: string;
}

export interface Bi {
  idbi?: { cn?: string; rc?: Rc };
  dt?: Dt;
  /** The address as one line: `CL ALCALA 20 Es:1 Pl:02 Pt:B 28014 MADRID (MADRID)`. */
  ldt?: string;
  debi?: Debi;
}

export interface Lcons {
  /** Use of the unit (`VIVIENDA`, `ELEMENTOS COMUNES`, `APARCAMIENTO`…). */
  lcd?: string;
  dt?: { lourb?: { loint?: Loint } };
  dfcons?: { stl?: string };
}

export interface Rcdnp {
  rc?: Rc;
  dt?: Dt;
  debi?: Debi;
}

export interface DnprcResult {
  control?: { cudnp?: number; cucons?: number; cucul?: number; cuerr?: number };
  bico?: { bi?: Bi; lcons?: Lcons[] | Lcons };
  lrcdnp?: { rcdnp?: Rcdnp[] | Rcdnp };
  lerr?: Array<{ cod?: string; des?: string }> | { err?: { cod?: string; des?: string } };
}

export interface DnprcAnswer {
  consulta_dnprcResult?: DnprcResult | null;
}

/** Where the answer for a reference lies in a recording. */
export function dnprcPath(reference: string): string {
  return `Consulta_DNPRC/RefCat=${reference}.json`;
}

/** The 20-character reference of an `rc` (14 when the answer names a parcel only). */
export function referenceOf(rc: Rc): string {
  return `${rc.pc1}${rc.pc2}${rc.car ?? ''}${rc.cc1 ?? ''}${rc.cc2 ?? ''}`;
}
