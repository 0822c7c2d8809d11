/**
 * An error a route handler did not expect (the database out of reach): the shopper gets the JSON
 * envelope's 500 with its request id, the log gets one line with the id and route, and nothing
 * the query carried. Next gives a route without dynamic segments no `params` at all.
 */
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/company/route';
import { getDb } from '@/lib/server/db/client';

jest.mock('@/lib/server/db/client', () => ({
  ...jest.requireActual('@/lib/server/db/client'),
  getDb: jest.fn(),
}));

test('the database out of reach on a route without params: 500 envelope, one log line, no values', async () => {
  const failure = Object.assign(
    new Error('Failed query: select 1 where email = $1\nparams: maria@exemplo.com.br'),
    {
      query: 'select 1 where email = $1',
      params: ['maria@exemplo.com.br'],
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
        code: 'ECONNREFUSED',
      }),
    },
  );
  jest.mocked(getDb).mockRejectedValue(failure);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const request = new NextRequest('http://localhost/api/company?email=maria%40exemplo.com.br', {
      headers: { host: 'localhost', 'x-request-id': 'pedido-0123456789' },
    });
    const response = await (GET as unknown as (r: NextRequest, c: object) => Promise<Response>)(
      request,
      {},
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('pedido-0123456789');
    expect(await response.json()).toEqual({
      success: false,
      message: 'Não foi possível concluir a solicitação. Tente novamente em instantes.',
    });
    expect(logged).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logged.mock.calls[0]![0])) as Record<string, string>;
    expect(line).toMatchObject({
      level: 'error',
      component: 'api',
      requestId: 'pedido-0123456789',
      method: 'GET',
      route: '/api/company',
      msg: 'unexpected error',
    });
    expect(line.error).toMatch(
      /^Error: query failed \(SQLSTATE ECONNREFUSED\): select 1 where email = \$1/,
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain('maria');
  } finally {
    logged.mockRestore();
  }
});
