import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { MAX_LIST_PAGE } from '@core/catalogue/adminList';
import type { Gateway } from '@client/gateway/client';
import { FAMILIES, type Family } from '@core/gateway/families';
import { asHttpError, recordsOf } from './gatewayRecords';

type HttpClient = NonNullable<Parameters<typeof simpleRestProvider>[1]>;
type Options = NonNullable<Parameters<HttpClient>[1]>;

/** The request headers react-admin asks for (a list's Range); the gateway sets the content type and credentials itself. */
function extraHeaders(headers: Options['headers']): Record<string, string> {
  const extra: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    if (name !== 'content-type' && name !== 'accept') extra[name] = value;
  });
  return extra;
}

/**
 * ra-data-simple-rest's httpClient over the core gateway, for one family: the API key, the bearer token and the
 * single-flight refresh on 401 are the gateway's, so react-admin pages and the rest of the app share one session.
 */
export function gatewayHttpClient(gateway: Gateway, family: Family): HttpClient {
  const basePath = FAMILIES[family].basePath;
  return async (url: string, options: Options = {}) => {
    const path = url.startsWith(basePath) ? url.slice(basePath.length) : url;
    try {
      const response = await gateway.exchange<unknown>(family, options.method ?? 'GET', path, {
        body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
        headers: extraHeaders(options.headers),
        signal: options.signal ?? undefined,
      });
      const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
      return { status: response.status, headers: response.headers, body, json: recordsOf(response.body) };
    } catch (error) {
      return asHttpError(error);
    }
  };
}

/**
 * A list read wider than the gateway answers at once (an export asks for up to thousands; the operator's lists answer
 * at most MAX_LIST_PAGE a range): read a range at a time and joined, else an export would stop at the first range.
 */
export async function readWide(
  getList: (params: GetListParams) => Promise<GetListResult>,
  params: GetListParams,
  limit = MAX_LIST_PAGE,
): Promise<GetListResult> {
  const { pagination } = params;
  if (!pagination || pagination.perPage <= limit) return getList(params);
  const start = (pagination.page - 1) * pagination.perPage;
  const skip = start % limit;
  const data: GetListResult['data'] = [];
  let total: number | undefined;
  for (let index = (start - skip) / limit + 1; ; index++) {
    const page = await getList({ ...params, pagination: { page: index, perPage: limit } });
    data.push(...page.data);
    total = page.total;
    const done = data.length >= skip + pagination.perPage || page.data.length < limit || (total !== undefined && index * limit >= total);
    if (done) return { data: data.slice(skip, skip + pagination.perPage), total };
  }
}

/** ra-data-simple-rest for one family's resources (./dataProvider.ts loads it with the first call to one). */
export function restProvider(gateway: Gateway, family: Family): DataProvider {
  const provider = simpleRestProvider(FAMILIES[family].basePath, gatewayHttpClient(gateway, family));
  return { ...provider, getList: (resource, params) => readWide((wide) => provider.getList(resource, wide), params) };
}
