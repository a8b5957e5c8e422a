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
    return percents(Number(m[0]));
  }
  /** Each % after a number or a parenthesis makes it a hundredth. */
  function percents(n: number): number {
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
      return percents(v);
    }
    return number();
  }
  /** Operands joined left to right by one precedence level's operators; null when one is missing or apply refuses. */
  function chain(operand: () => number | null, ops: string, apply: (op: string, a: number, b: number) => number | null): number | null {
    let v = operand();
    while (v !== null) {
      const op = peek();
      if (op === undefined || !ops.includes(op)) break;
      i++;
      const r = operand();
      v = r === null ? null : apply(op, v, r);
    }
    return v;
  }
  const product = () => chain(factor, '*/', (op, a, b) => (op === '*' ? a * b : b === 0 ? null : a / b));
  const sum = (): number | null => chain(product, '+-', (op, a, b) => (op === '+' ? a + b : a - b));
  if (!src) return null;
  const v = sum();
  if (v === null || i !== src.length || !Number.isFinite(v)) return null;
  // 0.1 + 0.2 shows 0.3: round away binary noise beyond 12 significant digits
  return Number(v.toPrecision(12));
}
