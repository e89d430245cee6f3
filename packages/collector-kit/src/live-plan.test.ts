import { describe, expect, it } from 'vitest';
import { onBase, pageFile, pageOfPath, searchFolder, withinPages } from './live-plan.js';

describe('live plan helpers', () => {
  it('names result pages as replay folders do, and reads the number back', () => {
    expect(pageFile(3, 'json')).toBe('page-0003.json');
    expect(pageOfPath('search/overseas/spain/page-0012.json')).toBe(12);
    expect(pageOfPath('Suche/de/wohnung-haus-kaufen/page-0002.json')).toBe(2);
    expect(pageOfPath('homedetails/622911273.html')).toBeUndefined();
  });

  it('keeps the home search where the generator writes it and every other search apart', () => {
    expect(searchFolder('homes/for_sale', 'homes/for_sale')).toBe('search/');
    expect(searchFolder('chicago-il', 'homes/for_sale')).toBe('search/chicago-il/');
    expect(searchFolder('REGION^93917', 'REGION^87490')).toBe('search/REGION_93917/');
    expect(searchFolder('../etc', 'x')).toBe('search/etc/');
  });

  it('follows a link on the configured origin, whatever host the page named', () => {
    const base = 'http://127.0.0.1:4100';
    expect(onBase('https://www.zillow.com/homedetails/a/1_zpid/', base)).toBe('http://127.0.0.1:4100/homedetails/a/1_zpid/');
    expect(onBase('/properties/625987656#/?channel=RES_BUY', base)).toBe('http://127.0.0.1:4100/properties/625987656');
    expect(onBase('/jj/bukken/ichiran/JJ012FC001/?bs=011&pn=2', base)).toBe('http://127.0.0.1:4100/jj/bukken/ichiran/JJ012FC001/?bs=011&pn=2');
  });

  it('allows the first pages up to the limit only', () => {
    expect(withinPages(1, 2)).toBe(true);
    expect(withinPages(2, 2)).toBe(true);
    expect(withinPages(3, 2)).toBe(false);
    expect(withinPages(undefined, 2)).toBe(false);
  });
});
