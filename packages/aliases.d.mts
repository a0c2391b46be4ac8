/** The workspace packages' import names and the absolute folders they resolve to (packages/aliases.mjs). */
export declare const packageAliases: Readonly<Record<'@core' | '@client', string>>;
