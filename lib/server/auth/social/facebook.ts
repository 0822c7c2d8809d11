import 'server-only';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { socialLoginId } from '@/lib/domain/customer';
import { PROVIDER_TIMEOUT_MS, SocialTokenError, type FacebookVerifier, type Fetch } from './types';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

const id = z.union([z.string().min(1), z.number()]).transform(String);
const debugAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: id.optional(),
    user_id: id.optional(),
    type: z.string().optional(),
  }),
});
const profile = z.object({ id, name: z.string().optional(), email: z.string().optional() });

export type FacebookVerifierOptions = {
  graphUrl?: string;
  /** The app secret (FACEBOOK_APP_SECRET), asked for at each login so it may be set late. */
  appSecret: () => string | undefined;
  fetch?: Fetch;
};

/**
 * Checks a Facebook user access token through the Graph API: `debug_token` with the app's own
 * token says whether it is valid and for which app and user; the user's profile gives the e-mail.
 * The profile call carries `appsecret_proof`, as Facebook asks of server calls.
 */
export function createFacebookVerifier(options: FacebookVerifierOptions): FacebookVerifier {
  const graph = (options.graphUrl ?? FACEBOOK_GRAPH_URL).replace(/\/+$/, '');
  const get = options.fetch ?? fetch;

  async function getJson<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await get(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    } catch {
      throw new SocialTokenError('unavailable', 'Graph API could not be reached');
    }
    if (response.status >= 500)
      throw new SocialTokenError('unavailable', `Graph ${response.status}`);
    const body = schema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !body.success)
      throw new SocialTokenError('invalid', `Graph ${response.status}`);
    return body.data;
  }

  return {
    async verify(token, { appId }) {
      // SPEC.md: an app id 'null' means the store has no Facebook login.
      if (socialLoginId(appId) === null) throw new SocialTokenError('disabled');
      const secret = options.appSecret();
      if (!secret) throw new SocialTokenError('unavailable', 'FACEBOOK_APP_SECRET is not set');
      const debug = await getJson(
        `${graph}/debug_token?${new URLSearchParams({
          input_token: token,
          access_token: `${appId}|${secret}`,
        })}`,
        debugAnswer,
      );
      const { is_valid: isValid, app_id: tokenApp, user_id: userId, type } = debug.data;
      if (!isValid) throw new SocialTokenError('invalid');
      // A token another app obtained (another store's, or an attacker's) does not log in here.
      if (tokenApp !== appId.trim()) throw new SocialTokenError('audience');
      if (!userId || (type !== undefined && type !== 'USER'))
        throw new SocialTokenError('malformed');

      const me = await getJson(
        `${graph}/${encodeURIComponent(userId)}?${new URLSearchParams({
          fields: 'id,name,email',
          access_token: token,
          appsecret_proof: createHmac('sha256', secret).update(token).digest('hex'),
        })}`,
        profile,
      );
      if (me.id !== userId) throw new SocialTokenError('invalid', 'profile of another user');
      // An account made with a phone number has no e-mail to find the customer by.
      if (!me.email) throw new SocialTokenError('email');
      return { email: me.email, name: me.name?.trim() ?? '', subject: userId };
    },
  };
}
