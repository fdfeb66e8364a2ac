import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";

/** Sends the REST requests meant for `origin` to `apiBaseUrl` instead. */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(
    private readonly origin: string,
    private readonly apiBaseUrl: string,
  ) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(this.origin)
      ? this.apiBaseUrl + opts.uri.slice(this.origin.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

/**
 * A Twilio client whose requests to `origin` (one of Twilio's REST APIs) go to `apiBaseUrl`: the
 * API itself in production, a local server in tests.
 */
export function twilioClient(options: {
  accountSid: string;
  authToken: string;
  origin: string;
  apiBaseUrl: string;
}): twilio.Twilio {
  const { accountSid, authToken, origin, apiBaseUrl } = options;
  return twilio(accountSid, authToken, {
    httpClient:
      apiBaseUrl === origin ? undefined : new RedirectingRequestClient(origin, apiBaseUrl),
  });
}
