import { describe, expect, it } from 'vitest';
import { inlineOutlinedBoundaries } from './inline-boundaries';

/** The shape React 19's streaming render gives a page whose screen was outlined. */
const streamed = [
  '<html><body><div id="root"><header>Sillon</header>',
  '<!--$?--><template id="B:0"></template><!--/$-->',
  '</div>',
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><div class="grid"><div>Miel</div><div>Pâtes &lt;bio&gt;</div>',
  '<!--$?--><template id="B:1"></template><!--/$--></div></div>',
  '<script>$RB=[];$RV=function(a){for(var b=0;b<a.length;b+=2){}};$RC=function(b,c){};$RC("B:0","S:0")</script>',
  '<div hidden id="S:1"><div>Confiture</div></div>',
  '<script>$RC("B:1","S:1")</script>',
  '</body></html>',
].join('');

describe('putting outlined parts of a streamed page back in place', () => {
  it('moves each part to its placeholder and drops the reveal scripts', () => {
    expect(inlineOutlinedBoundaries(streamed)).toBe(
      [
        '<html><body><div id="root"><header>Sillon</header>',
        '<!--$--><div class="grid"><div>Miel</div><div>Pâtes &lt;bio&gt;</div>',
        '<!--$--><div>Confiture</div><!--/$--></div><!--/$-->',
        '</div>',
        '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
        '</body></html>',
      ].join(''),
    );
  });

  it('leaves a page without outlined parts untouched', () => {
    const page = '<html><body><div id="root"><!--$--><div>Miel</div><!--/$--></div></body></html>';
    expect(inlineOutlinedBoundaries(page)).toBe(page);
  });

  it('leaves a page of unknown shape untouched rather than breaking it', () => {
    const unbalanced = streamed.replace('<div>Confiture</div></div>', '<div>Confiture</div>');
    const withoutSlot = streamed.replace('<template id="B:1"></template>', '');
    expect(inlineOutlinedBoundaries(unbalanced)).toBe(unbalanced);
    expect(inlineOutlinedBoundaries(withoutSlot)).toBe(withoutSlot);
  });
});
