import { useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { CertificateDetail } from './CertificateDetail';
import { CertificateList } from './CertificateList';

/** /member/sertifikat (my certificates) and /member/sertifikat/{certificateId} (one, with its PDF and public links). */
export function CertificatesPage() {
  const { certificateId } = useParams();
  return (
    <MemberPage resource="sertifikat" title="menu.sertifikat">
      {() => (certificateId ? <CertificateDetail id={certificateId} /> : <CertificateList />)}
    </MemberPage>
  );
}
