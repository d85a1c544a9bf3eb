import {lazy, Suspense, type ReactNode} from 'react';
import StaticOnLoad from '@site/src/components/StaticOnLoad';
import type {SymptomTopic} from '@site/src/data/symptoms';

/**
 * The problems readers describe (src/data/symptoms) are the largest part of
 * the troubleshooting page, and a page's code is downloaded before it
 * starts. Loaded on demand, they stay out of it: the server renders them in
 * full (Docusaurus waits for every lazy part), the page the server sent keeps
 * that HTML without their code (StaticOnLoad), and a page opened later loads
 * them when it renders.
 */
const TopicTable = lazy(() => import('./TopicTable'));

type Props = {readonly topic: SymptomTopic};

/** The problems of one topic, each linking to the section that answers it. */
export default function SymptomList({topic}: Props): ReactNode {
  return (
    <StaticOnLoad>
      <Suspense fallback={null}>
        <TopicTable topic={topic} />
      </Suspense>
    </StaticOnLoad>
  );
}
