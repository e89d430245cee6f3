/**
 * The counties a Rightmove display address may end with ("…, Hayle, Cornwall, TR27 4DZ"). Agents
 * often add the county after the town, or a part of it ("North Cornwall"); it is never the town.
 * Ceremonial and historic counties of England, the principal areas and preserved counties of
 * Wales, the council areas of Scotland that agents name as counties, and the six counties of
 * Northern Ireland. Names that are also towns (Durham, Bristol, London…) are left out: there
 * the segment is kept as the town, which is what it then names.
 */
const COUNTIES = [
  'Bedfordshire', 'Berkshire', 'Buckinghamshire', 'Cambridgeshire', 'Cheshire', 'Cornwall', 'Cumbria', 'Cumberland',
  'Derbyshire', 'Devon', 'Dorset', 'County Durham', 'Co. Durham', 'Co Durham', 'East Riding of Yorkshire', 'East Sussex', 'Essex',
  'Gloucestershire', 'Greater London', 'Greater Manchester', 'Hampshire', 'Herefordshire', 'Hertfordshire', 'Isle of Wight',
  'Kent', 'Lancashire', 'Leicestershire', 'Lincolnshire', 'Merseyside', 'Middlesex', 'Norfolk', 'North Yorkshire',
  'Northamptonshire', 'Northumberland', 'Nottinghamshire', 'Oxfordshire', 'Rutland', 'Shropshire', 'Somerset',
  'South Yorkshire', 'Staffordshire', 'Suffolk', 'Surrey', 'Tyne and Wear', 'Tyne & Wear', 'Warwickshire', 'West Midlands',
  'West Sussex', 'West Yorkshire', 'Wiltshire', 'Worcestershire', 'Yorkshire', 'Sussex', 'Westmorland', 'Avon', 'Humberside',
  'Clwyd', 'Dyfed', 'Gwent', 'Gwynedd', 'Mid Glamorgan', 'Powys', 'South Glamorgan', 'West Glamorgan', 'Glamorgan',
  'Vale of Glamorgan', 'Anglesey', 'Isle of Anglesey', 'Pembrokeshire', 'Carmarthenshire', 'Ceredigion', 'Monmouthshire',
  'Denbighshire', 'Flintshire', 'Conwy', 'Aberdeenshire', 'Angus', 'Argyll', 'Argyll and Bute', 'Ayrshire', 'East Ayrshire',
  'North Ayrshire', 'South Ayrshire', 'Lanarkshire', 'North Lanarkshire', 'South Lanarkshire', 'Fife', 'Highland',
  'Moray', 'Perthshire', 'Perth and Kinross', 'Midlothian', 'East Lothian', 'West Lothian', 'Scottish Borders',
  'Dumfries and Galloway', 'City of Edinburgh', 'Glasgow City', 'City of Glasgow', 'Aberdeen City', 'Dundee City', 'Renfrewshire', 'East Renfrewshire', 'Stirlingshire', 'Clackmannanshire', 'Kinross-shire',
  'County Antrim', 'Co. Antrim', 'County Armagh', 'Co. Armagh', 'County Down', 'Co. Down', 'County Fermanagh',
  'County Londonderry', 'Co. Londonderry', 'County Tyrone', 'Co. Tyrone', 'Scotland', 'Wales', 'England', 'Northern Ireland',
];

const KNOWN = new Set(COUNTIES.map((c) => c.toLowerCase()));

/** Whether a segment names a county or a compass part of one ("North Cornwall", "South Devon"). */
export function isCounty(segment: string): boolean {
  const s = segment.trim().toLowerCase();
  if (KNOWN.has(s)) return true;
  const part = /^(?:north|south|east|west|mid|central)[\s-]+(.+)$/.exec(s)?.[1];
  return part !== undefined && KNOWN.has(part);
}
