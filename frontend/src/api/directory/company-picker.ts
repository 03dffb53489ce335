import useSWR from 'swr';

const PICKER = '/api/companylist';

export interface CompanyPickerItem {
  id: number;
  itemName: string;
  channelId: number;
}

/** The companies the user may pick (a company change stales it with the company lists). */
export function useCompanyPicker() {
  return useSWR<{ items: CompanyPickerItem[] }>(PICKER);
}
