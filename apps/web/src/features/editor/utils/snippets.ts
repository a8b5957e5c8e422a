/** Spec §3: snippets with prefixes rfc, us, ue (React function component, useState, useEffect). */
export type Snippet = { name: string; prefix: string; body: string; description: string; language: 'typescript' | 'javascript' };

export const SNIPPETS: Snippet[] = [
  {
    name: 'React function component',
    prefix: 'rfc',
    body: 'export function ${1:Component}() {\n  return (\n    <div>\n      ${2}\n    </div>\n  );\n}\n',
    description: 'Composant fonctionnel React / React function component',
    language: 'typescript',
  },
  {
    name: 'useState',
    prefix: 'us',
    body: 'const [${1:value}, set${2:Value}] = useState(${3:null});',
    description: 'Hook useState',
    language: 'typescript',
  },
  {
    name: 'useEffect',
    prefix: 'ue',
    body: 'useEffect(() => {\n  ${1}\n  return () => {\n    ${2}\n  };\n}, [${3}]);',
    description: 'Hook useEffect',
    language: 'typescript',
  },
];
