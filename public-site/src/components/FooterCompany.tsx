import { BrandLogo } from '../assets/BrandLogo';
import { useSiteData } from '../siteData';

/** The logo with the company's name and address from the contact info (SPEC 2); just the logo until it is known. */
export function FooterCompany() {
  const { contactInfo } = useSiteData();
  return (
    <div className="footer-company">
      <BrandLogo />
      {contactInfo && (
        <>
          <p className="footer-company-name">{contactInfo.company.name}</p>
          <address>{contactInfo.company.address}</address>
        </>
      )}
    </div>
  );
}
