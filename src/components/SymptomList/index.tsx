import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ReferenceTable, {type Column} from '@site/src/components/ReferenceTable';
import DataEditLink from '@site/src/components/DataEditLink';
import InlineText from '@site/src/components/ApiOperation/InlineText';
import {dataPart} from '@site/shared/dataParts';
import {symptomTitles, symptoms, type SymptomTopic} from '@site/src/data/symptoms';

type Props = {readonly topic: SymptomTopic};

const columns: readonly Column[] = [
  {title: 'What you see', kind: 'name', labelled: false},
  {title: 'What to do', kind: 'text', labelled: true},
];

/**
 * The problems of one topic from src/data/symptoms, as readers describe
 * them, each linking to the section that answers it.
 */
export default function SymptomList({topic}: Props): ReactNode {
  const entries = symptoms
    .filter((symptom) => symptom.topic === topic)
    .map((symptom) => ({
      key: symptom.answeredAt,
      cells: [
        <Link to={symptom.answeredAt}>{symptom.says[0]}</Link>,
        <InlineText text={symptom.action} />,
      ],
    }));
  if (entries.length === 0) {
    throw new Error(`<SymptomList>: no problem under "${topic}".`);
  }
  // Each problem is a record of its own in the search index (plugins/search-index) that
  // opens the answering section: as page text, the list would answer in its place.
  return (
    <div data-pagefind-ignore="all">
      <DataEditLink part={dataPart.symptoms(topic)} name={symptomTitles[topic]} />
      <ReferenceTable columns={columns} entries={entries} label={symptomTitles[topic]} />
    </div>
  );
}
