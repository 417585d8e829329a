/**
 * The provider's own online-ordering privacy policy (spec 3 §2.4: shown read-only beside the company's). Product
 * text, the same for every merchant; markdown, rendered by the same safe preview as the company's.
 */
export const PROVIDER_PRIVACY_POLICY = `# Online ordering privacy policy

This policy explains how the ordering service collects and uses the information guests give when they order online
from a restaurant that uses it.

## What we collect
- **Order details:** the items ordered, the pickup, curbside, dine-in or delivery choice and the time asked for.
- **Contact details:** the name, phone number and email address a guest enters, used to confirm and update the order.
- **Delivery address:** only for delivery orders, shared with the delivery partner that carries the order.
- **Payment:** card details go straight to the payment processor; the ordering service never stores card numbers.

## How it is used
Information is used to place and fulfil the order, to send receipts and order updates, and to let the restaurant
answer questions about the order. It is not sold.

## How long it is kept
Order records are kept as long as the restaurant's accounting and tax rules require.

## Your choices
Guests may ask the restaurant to correct or delete their contact details at any time.
`;
