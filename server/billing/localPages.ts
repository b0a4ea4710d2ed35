// The local provider's pages, styled like the sign-in pages: the checkout (plan, price, Confirm
// or Cancel) and the card form. Every interpolated value is escaped.
import type { Billing } from '../../contracts/plans';
import type { CardSummary } from '../../contracts/subscriptions';
import { authPage, escapeHtml } from '../auth/pages/authPage';

const EXTRA_STYLE = `<style>
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 8px}dt{color:var(--muted)}dd{margin:0;font-weight:500}
.secondary{background:transparent;color:var(--text);border:1px solid var(--border);margin-top:12px}
.note{color:var(--muted);font-size:13px;margin-top:20px}select{width:100%;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:transparent;color:inherit;font:inherit}
</style>`;

const NOTE = '<p class="note">The studio\'s built-in payment provider: no money moves and no card is charged.</p>';

/** "$29.00 per month" from minor units. */
export function priceLabel(cents: number, currency: string, billed: Billing): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  return `${amount} per ${billed === 'yearly' ? 'year' : 'month'}`;
}

export interface CheckoutPageInput {
  organizationName: string;
  planName: string;
  billed: Billing;
  price: string;
  confirmAction: string;
  cancelAction: string;
  signature: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const hidden = `<input type="hidden" name="signature" value="${escapeHtml(input.signature)}">`;
  return authPage(
    'Checkout',
    `<h1>Subscribe to ${escapeHtml(input.planName)}</h1><p class="lead">for ${escapeHtml(input.organizationName)}</p>
<dl><dt>Plan</dt><dd>${escapeHtml(input.planName)}</dd><dt>Billing</dt><dd>${input.billed === 'yearly' ? 'Yearly' : 'Monthly'}</dd><dt>Price</dt><dd data-testid="checkout-price">${escapeHtml(input.price)}</dd></dl>
<form method="post" action="${escapeHtml(input.confirmAction)}">${hidden}<button type="submit">Confirm</button></form>
<form method="post" action="${escapeHtml(input.cancelAction)}">${hidden}<button type="submit" class="secondary">Cancel</button></form>${NOTE}`,
    EXTRA_STYLE,
  );
}

export interface PaymentMethodPageInput {
  organizationName: string;
  card: CardSummary | null;
  brands: readonly string[];
  action: string;
  expires: string;
  signature: string;
  error?: string;
  backHref: string;
}

export function paymentMethodPage(input: PaymentMethodPageInput): string {
  const current = input.card ? `${input.card.brand} ending in ${input.card.last4}` : 'none';
  const options = input.brands.map((brand) => `<option value="${escapeHtml(brand)}">${escapeHtml(brand)}</option>`).join('');
  return authPage(
    'Payment method',
    `<h1>Payment method</h1><p class="lead">for ${escapeHtml(input.organizationName)}</p>
<dl><dt>Current card</dt><dd>${escapeHtml(current)}</dd></dl>
${input.error ? `<div class="form-error" role="alert">${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="expires" value="${escapeHtml(input.expires)}"><input type="hidden" name="signature" value="${escapeHtml(input.signature)}">
<label for="brand">Card brand</label><select id="brand" name="brand">${options}</select>
<label for="last4">Last four digits</label><input id="last4" name="last4" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" required>
<button type="submit">Save card</button></form>
<p class="switch"><a href="${escapeHtml(input.backHref)}">Back to the studio</a></p>${NOTE}`,
    EXTRA_STYLE,
  );
}
