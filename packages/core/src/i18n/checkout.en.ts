/** The checkout, merged into en.ts as `checkout`; id's twin is checkout.id.ts. */
export const checkoutEn = {
  title: 'Checkout',
  description: 'Check the programs, taxes and total, then pay.',
  nothing: 'Nothing to check out. Choose a program or select items in your cart.',
  items: 'Programs in this order',
  ppn: 'VAT (PPN %{rate}%)',
  pph: 'Income tax (PPH %{rate}%)',
  pay: 'Pay now',
  checkoutSelected: 'Check out the selected',
  sandboxTitle: 'Sandbox payment',
  sandboxDescription: 'A test payment provider: choose whether this payment succeeds or fails. No money moves.',
  sandboxPay: 'Pay (succeeds)',
  sandboxFail: 'Fail the payment',
  successTitle: 'Payment successful',
  successDescription: 'Thank you. Your programs are ready in your learning area.',
  toMember: 'Go to my learning area',
};
