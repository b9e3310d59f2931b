import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '../../src/server/services/rich-text';

// Issue 20: the page builder's one rich-text sanitiser (an allow-list, rebuilt from tokens).

describe('sanitiseRichText keeps the allowed formatting', () => {
  it.each([
    [
      '<p>Plain <strong>bold</strong> <em>italic</em></p>',
      '<p>Plain <strong>bold</strong> <em>italic</em></p>',
    ],
    ['<h2>A</h2><h3>B</h3><h4>C</h4>', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['<ul><li>one</li></ul><ol><li>two</li></ol>', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['<blockquote>q</blockquote>line<br>next<br/>', '<blockquote>q</blockquote>line<br>next<br>'],
    ['<b>b</b><i>i</i>', '<strong>b</strong><em>i</em>'],
    ['<P CLASS="x" style="color:red">case</P>', '<p>case</p>'],
    ['Fish &amp; chips &copy; 2026 & more', 'Fish &amp; chips &copy; 2026 &amp; more'],
    ['a < b > c', 'a &lt; b &gt; c'],
  ])('%s', (input, output) => expect(sanitiseRichText(input)).toBe(output));

  it('keeps a path of this site, and marks an external link to open as external', () => {
    expect(sanitiseRichText('<a href="/about">us</a>')).toBe('<a href="/about">us</a>');
    for (const href of ['https://example.com/x?a=1&amp;b=2', 'http://e.com', 'ftp://e.com/f', 'mailto:a@b.c'])
      expect(sanitiseRichText(`<a href="${href}" class="x">e</a>`)).toMatch(
        /^<a href="[^"]+" rel="noopener noreferrer" target="_blank">e<\/a>$/,
      );
    expect(sanitiseRichText('<a href="https://e.com/?q=&quot;x&quot;">e</a>')).toBe(
      '<a href="https://e.com/?q=&quot;x&quot;" rel="noopener noreferrer" target="_blank">e</a>',
    );
  });

  it('closes what was left open and drops stray closing tags', () => {
    expect(sanitiseRichText('<p>open <em>em')).toBe('<p>open <em>em</em></p>');
    expect(sanitiseRichText('</li>text</p>')).toBe('text');
    expect(sanitiseRichText('<p><strong>x</p>')).toBe('<p><strong>x</strong></p>');
  });
});

describe('sanitiseRichText removes every script vector', () => {
  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg onload=alert(1)><circle/></svg>after', 'after'],
    ['<svg/onload=alert(1)>', ''],
    ['<body onload=alert(1)>text', 'text'],
    ['<iframe src="javascript:alert(1)"></iframe>x', 'x'],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>x', 'x'],
    ['<style>@import "//evil"</style>x', 'x'],
    ['<p onclick="alert(1)" onmouseover=alert(1)>p</p>', '<p>p</p>'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href=" javascript:alert(1)">x</a>', 'x'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;&#97;vascript:alert(1)">x</a>', 'x'],
    ['<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['<a href="//evil.example">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<<script>alert(1)//<</script>', '&lt;'],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['<!--<script>alert(1)</script>-->x', 'x'],
    ['<![CDATA[<script>alert(1)</script>]]>x', 'alert(1)]]&gt;x'],
    ['<p title="</p><script>alert(1)</script>">t</p>', '<p>t</p>'],
    ['<form action="/x"><input name=a></form>f', 'f'],
    ['<textarea><script>alert(1)</script></textarea>t', 't'],
    ['<object data="x.swf"></object>o', 'o'],
    ['<div style="background:url(javascript:alert(1))">d</div>', 'd'],
  ])('%s', (input, output) => {
    const clean = sanitiseRichText(input);
    expect(clean).toBe(output);
    expect(clean).not.toMatch(/<script|on\w+=|javascript:/i);
  });
});
