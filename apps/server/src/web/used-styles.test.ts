import { describe, expect, it } from 'vitest';
import { onlyUsedStyles } from './used-styles';

const sheet = [
  '[stylesheet-group="0"]{}',
  'body{margin:0;}',
  '[stylesheet-group="1"]{}',
  '.css-146c3p1{display:inline;}',
  '.css-11aywtz{resize:none;}',
  '[stylesheet-group="2.1"]{}',
  '.r-1udh08x{overflow:hidden;}',
  '.r-9x6qib{border-color:red;}',
  '.r-lrvibr:focus{outline:none;}',
  '@keyframes r-imtty0{0%{opacity:0;}100%{opacity:1;}}',
].join('\n');

const page = (styles: string) =>
  `<html><head><style id="react-native-stylesheet">${styles}</style></head>` +
  '<body><div class="css-146c3p1 r-1udh08x">Miel</div><input class="r-lrvibr"/></body></html>';

describe('keeping the style rules a page uses', () => {
  it("drops the rules of classes the page's markup does not use", () => {
    expect(onlyUsedStyles(page(sheet))).toBe(
      page(
        [
          '[stylesheet-group="0"]{}',
          'body{margin:0;}',
          '[stylesheet-group="1"]{}',
          '.css-146c3p1{display:inline;}',
          '[stylesheet-group="2.1"]{}',
          '.r-1udh08x{overflow:hidden;}',
          '.r-lrvibr:focus{outline:none;}',
          '@keyframes r-imtty0{0%{opacity:0;}100%{opacity:1;}}',
        ].join('\n'),
      ),
    );
  });

  it('leaves a page without the style sheet untouched', () => {
    const plain = '<html><body><div class="r-9x6qib">Miel</div></body></html>';
    expect(onlyUsedStyles(plain)).toBe(plain);
  });
});
