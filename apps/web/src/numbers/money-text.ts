/**
 * A price of `minorAmount` smallest units (`minorPerMajor` to the major unit) in the language's own
 * number form: whole amounts without decimals ("49", "1 490" in Russian, "1,490" in English), the
 * others with two ("0,99" / "0.99").
 */
export function moneyAmountText(minorAmount: number, minorPerMajor: number, lang: string): string {
  const amount = minorAmount / minorPerMajor;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(lang.startsWith('en') ? 'en' : 'ru', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
