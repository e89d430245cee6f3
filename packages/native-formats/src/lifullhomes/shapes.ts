/**
 * LIFULL HOME'S pages are server-rendered HTML; what the renderer writes and the collector reads
 * is named here. Provenance (services/collector-lifullhomes/test/real-pages/README.md):
 * rental list and 2025+ rental detail pages saved by Yoshiki-Watanabe-aiko/searching-for-houses
 * (tests/fixtures/homes/, parsed by src/house_search/scrape/homes.py); the legacy rental detail
 * ids from several scrapers (`#chk-bkc-moneyroom` …); the used-condo list's JSON-LD ItemList and
 * building blocks from masakihnw/real-estate scraping-tool/homes_scraper.py; the used-condo
 * detail's `#about` th/td table and agency block from iwaminn/realestate
 * backend/app/scrapers/parsers/homes_parser.py. No saved sale page was found (see the README).
 */

/** One element of the used-home list's `<script type="application/ld+json">` ItemList (masakihnw `_parse_jsonld_itemlist`). */
export interface ItemListElement {
  '@type': 'ListItem';
  position: number;
  item: {
    '@type': string;
    name: string;
    /** `https://www.homes.co.jp/mansion/b-{13 digits}/` */
    url: string;
    offers: {
      '@type': 'Offer';
      /** Yen. */
      price: number;
      priceCurrency: 'JPY';
      itemOffered: {
        '@type': string;
        floorSize: { '@type': 'QuantitativeValue'; value: number; unitCode: 'MTK' };
        yearBuilt?: number;
        /** To the 丁目: "東京都新宿区北新宿3丁目". */
        address: { '@type': 'PostalAddress'; name: string };
      };
    };
  };
}

export interface ItemList {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  itemListElement: ItemListElement[];
}

/**
 * The labels of the 2025+ rental detail page's `dt`/`dd` pairs that describe the room. Reviews
 * use `dt`/`dd` too, so only these are read, first occurrence only (homes.py `_DETAIL_LABELS`).
 */
export const RENT_DETAIL_LABELS = ['賃料', '管理費等', '敷金/礼金', '交通', '所在地', '築年月', '所在階/階数', '主要採光面', '現況', '入居可能時期', '建物構造', '間取り', '専有面積'] as const;

/** The th labels of a used-condo detail page's `#about` table (iwaminn `_process_detail_item`, second-portals.md §5.1). */
export const SALE_ABOUT_LABELS = ['価格', '間取り', '専有面積', '建物面積', '土地面積', 'バルコニー面積', '所在階/階数', '主要採光面', '築年月', '所在地', '交通', '管理費', '修繕積立金', '総戸数', '敷地の権利形態', '現況', '引渡し'] as const;

/** Ids of the legacy (pre-2024) rental detail template, as the scrapers that read it name them. */
export const LEGACY_IDS = {
  name: 'chk-bkh-name',
  room: 'chk-bkh-room',
  type: 'chk-bkh-type',
  money: 'chk-bkc-moneyroom',
  deposits: 'chk-bkc-moneyshikirei',
  layout: 'chk-bkc-marodi',
  area: 'chk-bkc-housearea',
  address: 'chk-bkc-fulladdress',
  built: 'chk-bkc-kenchikudate',
  traffic: 'chk-bkc-fulltraffic',
} as const;

/** Texts of a page whose listing is gone (homes.py `_SOLD_MARKERS`). */
export const GONE_MARKERS = ['掲載が終了', '掲載を終了', 'お探しの物件は', 'ページが見つかりません'] as const;

/** The building kind badge of a rental list block (`span.bType`) and a sale block's class. */
export const BUILDING_KINDS = { 賃貸マンション: 'apartment', 賃貸アパート: 'apartment', 賃貸一戸建て: 'house', 中古マンション: 'apartment', 中古一戸建て: 'house' } as const;

export const HOME_COUNTRY = 'JP';
