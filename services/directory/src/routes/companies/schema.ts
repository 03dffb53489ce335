import { IdSchema, Messages, specMessage } from '@ea/contracts';
import { Type } from 'typebox';
import { COMPANY_SORTS } from '../../db/companies-repository.ts';
import { Page, PageSize } from '../shared/common-schema.ts';

// Every field is optional text here: the use case checks them with the spec's messages.
const Text = Type.Optional(Type.String({ maxLength: 500 }));

export const CompanyBody = Type.Object({
  name: Text,
  ticker: Text,
  cik: Text,
  cid: Text,
  sic: Text,
  cusip: Text,
  channelId: Type.Optional(IdSchema(specMessage(Messages.user.channelRequired))),
});

/** The general list parameters (spec §2) that a company list uses. */
function companyListQuery(defaultSort: keyof typeof COMPANY_SORTS, defaultOrder: 'asc' | 'desc') {
  return Type.Object({
    page: Page,
    size: PageSize,
    filter: Type.Optional(Type.String({ maxLength: 200 })),
    sort: Type.Union(
      Object.keys(COMPANY_SORTS).map((key) => Type.Literal(key as keyof typeof COMPANY_SORTS)),
      { default: defaultSort },
    ),
    order: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: defaultOrder }),
    client: Type.Optional(IdSchema()),
  });
}

export const CompanyListQuery = companyListQuery('name', 'asc');
/** Deleted companies: the latest deleted first unless asked otherwise. */
export const DeletedCompanyListQuery = companyListQuery('deletedAt', 'desc');

export const PickerQuery = Type.Object({ client: Type.Optional(IdSchema()) });

export const RestoreBody = Type.Object({ id: IdSchema() });
