/** The values every generated example shares, so all examples agree. */
export const exampleConventions = {
  /** Where the examples' API lives: a host of your own in practice. */
  baseUrl: 'https://api.example.com',
  /** The project key in example paths (a project config named thumper.php). */
  project: 'thumper',
  /** Shell variable holding the token in curl examples. */
  shellToken: '$TOKEN',
  /** JavaScript variable holding the token in fetch examples. */
  jsToken: 'token',
} as const;
