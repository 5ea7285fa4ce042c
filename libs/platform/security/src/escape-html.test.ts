import { describe, expect, it } from 'vitest';
import { escapeHtml } from './index';

describe('escapeHtml', () => {
  it('escapes the five characters that open markup or end a quoted attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'quotes'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    );
  });

  it('escapes an ampersand once, so an entity someone typed stays visible as typed', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves every other character as it is', () => {
    expect(escapeHtml('João Müller-Ñúñez, 42 % / ½')).toBe('João Müller-Ñúñez, 42 % / ½');
  });
});
