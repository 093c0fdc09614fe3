import type { PersonalInfo } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { applyPersonalChange, personalBody, personalFormValues, personalUnchanged } from './personalForm';

const RECORD: PersonalInfo = {
  employee_id: 7,
  employee_code: '00007',
  first_name: 'Juan',
  last_name: 'Dela Cruz',
  middle_name: null,
  suffix: null,
  date_of_birth: '1990-01-02',
  civil_status: 'Single',
  civil_status_id: 1,
  gender: 'Male',
  gender_id: 1,
  address_info: null,
  region: 'NCR',
  region_id: 13,
  province: 'Metro Manila',
  province_id: 47,
  city: 'Quezon City',
  city_id: 1381,
  barangay: 'Alicia',
  barangay_id: 99,
  birthplace: null,
  mobile_number: '09171234567',
  email: null,
  landline: null,
  height: 170.5,
  weight: 65,
  blood_type: null,
  blood_type_id: null,
};

describe('personalFormValues', () => {
  it('holds every field as text, ids as strings and none as empty', () => {
    const values = personalFormValues(RECORD);
    expect(values).toMatchObject({ region_id: '13', height: '170.5', middle_name: '', blood_type_id: '' });
    expect(values).not.toHaveProperty('gender');
  });
});

describe('address cascade (spec 4)', () => {
  const values = personalFormValues(RECORD);
  it('region clears province, city and barangay', () => {
    expect(applyPersonalChange(values, 'region_id', '7')).toMatchObject({
      region_id: '7',
      province_id: '',
      city_id: '',
      barangay_id: '',
    });
  });
  it('province clears city and barangay; city clears barangay', () => {
    expect(applyPersonalChange(values, 'province_id', '48')).toMatchObject({
      province_id: '48',
      city_id: '',
      barangay_id: '',
      region_id: '13',
    });
    expect(applyPersonalChange(values, 'city_id', '1382')).toMatchObject({
      city_id: '1382',
      barangay_id: '',
      province_id: '47',
    });
  });
  it('choosing the same value again clears nothing', () => {
    expect(applyPersonalChange(values, 'region_id', '13')).toBe(values);
  });
  it('other fields clear nothing', () => {
    expect(applyPersonalChange(values, 'first_name', 'Pedro')).toEqual({ ...values, first_name: 'Pedro' });
  });
});

describe('personalUnchanged', () => {
  const values = personalFormValues(RECORD);
  it('ignores surrounding spaces, the code written unnormalised and numbers written differently', () => {
    expect(
      personalUnchanged(values, { ...values, first_name: ' Juan ', employee_code: '7', height: '170.50' }),
    ).toBe(true);
  });
  it('sees a real change', () => {
    expect(personalUnchanged(values, { ...values, email: 'juan@example.com' })).toBe(false);
    expect(personalUnchanged(values, { ...values, employee_code: '8' })).toBe(false);
  });
});

describe('personalBody', () => {
  it('sends ids as numbers, blanks as null and the employee id', () => {
    const body = personalBody({ ...personalFormValues(RECORD), suffix: ' ', gender_id: '' }, 7);
    expect(body).toMatchObject({
      employee_id: 7,
      region_id: 13,
      gender_id: null,
      suffix: null,
      height: '170.5',
    });
  });
});
