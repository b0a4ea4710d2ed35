// Who else has the flow open, in the toolbar: one button per person (their avatar or initial in a ring of their
// colour), named for screen readers and in a tooltip; pressing it follows their view until you move yourself
// (pressing again stops). One person with several tabs shows once (their most recent tab is followed).
import { useSyncExternalStore } from 'react';
import type { EditorCollab, PeerSummary } from '../../../../engine/index';
import { EntityImage } from '../../../ui/EntityImage';
import { Tooltip } from '../../../ui/Tooltip';

export function FlowPeople({ collab, following }: { collab: EditorCollab; following: string | null }) {
  const peers = useSyncExternalStore(collab.presence.subscribePeople, collab.presence.people);
  const people = onePerPerson(peers);
  if (people.length === 0) return null;
  return (
    <div className="flow-toolbar__group flow-people" role="group" aria-label="People on this flow" data-testid="flow-people">
      {people.map((person) => {
        const followed = following !== null && person.clientIds.includes(following);
        const label = followed ? `Stop following ${person.name}` : `Follow ${person.name}${person.canEdit ? '' : ' (viewing)'}`;
        return (
          <Tooltip key={person.userId} text={followed ? `Following ${person.name}: move the view to stop` : `${person.name}: click to follow`}>
            <button
              type="button"
              className={`flow-people__person${followed ? ' flow-people__person--followed' : ''}`}
              style={{ ['--person-color' as string]: person.color }}
              aria-label={label}
              aria-pressed={followed}
              data-testid="flow-person"
              data-name={person.name}
              onClick={() => (followed ? collab.stopFollowing() : collab.follow(person.clientIds[person.clientIds.length - 1]!))}
            >
              <EntityImage imageId={person.avatar} name={person.name} size={26} fallback="letter" />
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}

interface Person extends Omit<PeerSummary, 'clientId'> {
  clientIds: string[];
}

function onePerPerson(peers: readonly PeerSummary[]): Person[] {
  const byUser = new Map<string, Person>();
  for (const { clientId, ...peer } of peers) {
    const known = byUser.get(peer.userId);
    if (known) known.clientIds.push(clientId);
    else byUser.set(peer.userId, { ...peer, clientIds: [clientId] });
  }
  return [...byUser.values()];
}
