import type { DataProvider } from 'react-admin';

/**
 * The member app's data provider as pages see it (src/app/dataProvider.ts builds it; pages may not import the shell):
 * react-admin's methods and the gateway's named workflow steps, called through useDataProvider/useMutation.
 */

/** A workflow step on a record (publish a vacancy, move a candidate) or on the collection (close several). */
export interface ActionParams {
  id?: string | number;
  action: string;
  body?: unknown;
}

export type GatewayDataProvider = DataProvider & {
  action(resource: string, params: ActionParams): Promise<{ data: unknown; message: string }>;
};
