/** The location lookups' messages and the address picker's labels, merged into en.ts as `locations`; id's twin is locations.id.ts. */
export const locationsEn = {
  provinceNotFound: 'No province has the code %{code}',
  regencyNotFound: 'No regency or city has the code %{code}',
  districtNotFound: 'No district has the code %{code}',
  levels: {
    province: 'Province',
    regency: 'Regency / city',
    district: 'District',
    village: 'Village',
  },
  chooseFirst: 'Choose the %{level} first',
  street: 'Street address',
  streetHint: 'Street, number, RT/RW, building',
  postalCode: 'Postal code',
  postalCodeInvalid: 'A postal code is 5 digits',
  noOptions: 'No matching names',
  loadFailed: 'The list could not be loaded: %{message}',
  // ODbL 1.0 section 4.3: whoever sees the regions is told where they come from and under which licence.
  attribution: 'Contains information from %{dataset}, which is made available here under the %{license}.',
  license: 'Open Database License (ODbL)',
  // The assessment forms' address fields (APL.01): a text the region list can fill.
  fillFromList: 'Fill in from the region list',
  fillTitle: 'Address from the region list',
  fillHint:
    'Choose the province, regency or city, district and village, then type the street. The address field gets all of it as one line, which you can still edit.',
  fillApply: 'Use this address',
  cancel: 'Cancel',
};
