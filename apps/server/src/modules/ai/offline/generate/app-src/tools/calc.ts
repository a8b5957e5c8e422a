/**
 * Evaluates an arithmetic expression without eval: numbers (with a decimal point or comma), + − × ÷ (or + - * /),
 * % (a percentage of the number before it), parentheses and unary minus, with the usual precedence.
 * Returns null when the expression is incomplete or divides by zero.
 */
export function evaluate(expr: string): number | null {
  const src = expr.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-').replace(/,/g, '.').replace(/\s+/g, '');
  let i = 0;
  const peek = () => src[i];
  function number(): number | null {
    const m = /^\d*\.?\d+(?:e[+-]?\d+)?|^\d+\.?/.exec(src.slice(i));
    if (!m) return null;
    i += m[0].length;
    let n = Number(m[0]);
    while (peek() === '%') {
      i++;
      n /= 100;
    }
    return n;
  }
  function factor(): number | null {
    if (peek() === '-') {
      i++;
      const f = factor();
      return f === null ? null : -f;
    }
    if (peek() === '+') {
      i++;
      return factor();
    }
    if (peek() === '(') {
      i++;
      const v = sum();
      if (v === null || peek() !== ')') return null;
      i++;
      let n = v;
      while (peek() === '%') {
        i++;
        n /= 100;
      }
      return n;
    }
    return number();
  }
  function product(): number | null {
    let v = factor();
    while (v !== null && (peek() === '*' || peek() === '/')) {
      const op = src[i++];
      const r = factor();
      if (r === null) return null;
      if (op === '/' && r === 0) return null;
      v = op === '*' ? v * r : v / r;
    }
    return v;
  }
  function sum(): number | null {
    let v = product();
    while (v !== null && (peek() === '+' || peek() === '-')) {
      const op = src[i++];
      const r = product();
      if (r === null) return null;
      v = op === '+' ? v + r : v - r;
    }
    return v;
  }
  if (!src) return null;
  const v = sum();
  if (v === null || i !== src.length || !Number.isFinite(v)) return null;
  // 0.1 + 0.2 shows 0.3: round away binary noise beyond 12 significant digits
  return Number(v.toPrecision(12));
}
