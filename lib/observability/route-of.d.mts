/** A request's path without its query, tokens, numbers and e-mail addresses. */
export declare function routeOf(url: string | undefined): string;
