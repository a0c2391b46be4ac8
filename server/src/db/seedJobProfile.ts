import { addressText } from '@core/jobs/profile';
import type { JobProfileInput } from '@core/jobs/profile.contract';
import type { Db } from './connect';

/** The demo job seeker's CV: filled in and open to offers, so the talent source and the candidate page show one. */
const DEMO_CV: JobProfileInput = {
  headline: 'Staf gudang dan operator forklift berpengalaman 2 tahun',
  summary: 'Terbiasa mengelola stok, bongkar muat dan pencatatan barang dengan spreadsheet. Memiliki SIO forklift.',
  phone: '0812-0000-0001',
  address: 'Jl. Contoh No. 1',
  postalCode: '40111',
  provinceCode: '32',
  regencyCode: '32.73',
  districtCode: null,
  villageCode: null,
  education: [{ institution: 'SMK Negeri 1 Bandung', degree: 'SMK', field: 'Teknik Kendaraan Ringan', startYear: 2017, endYear: 2020 }],
  experience: [
    {
      company: 'CV Sumber Logistik',
      title: 'Staf gudang',
      startMonth: '2022-03',
      endMonth: null,
      description: 'Penerimaan dan pengeluaran barang, stock opname bulanan, operasi forklift.',
    },
  ],
  languages: [
    { language: 'Bahasa Indonesia', level: 'native' },
    { language: 'English', level: 'basic' },
  ],
  skills: ['Forklift', 'Stock opname', 'Microsoft Excel', 'K3 gudang'],
  desiredJob: 'Staf gudang / warehouse',
  desiredSalary: 5_500_000,
  openToOffers: true,
};

/** Writes the demo CV once (an existing CV is kept); a region not loaded is left empty, as seedJobs does. */
export async function seedDemoJobProfile(db: Db, accountId: string): Promise<void> {
  const regency = await db.selectFrom('location_regencies').select('code').where('code', '=', DEMO_CV.regencyCode!).executeTakeFirst();
  await db
    .insertInto('job_profiles')
    .values({
      account_id: accountId,
      headline: DEMO_CV.headline,
      summary: DEMO_CV.summary,
      phone: DEMO_CV.phone,
      address: addressText(DEMO_CV.address, DEMO_CV.postalCode),
      province_code: regency ? DEMO_CV.provinceCode : null,
      regency_code: regency ? DEMO_CV.regencyCode : null,
      education: JSON.stringify(DEMO_CV.education),
      experience: JSON.stringify(DEMO_CV.experience),
      languages: JSON.stringify(DEMO_CV.languages),
      skills: DEMO_CV.skills,
      desired_job: DEMO_CV.desiredJob,
      desired_salary: DEMO_CV.desiredSalary,
      open_to_offers: DEMO_CV.openToOffers,
    })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
}
