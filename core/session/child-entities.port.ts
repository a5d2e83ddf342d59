/** A child entity of the user's entity (for an insurer, one of its corporates), as the top-bar picker lists it. */
export interface ChildEntity {
  readonly id: number;
  readonly name: string;
}

/** GetChildEntityRelation (spec 2 §7): the child entities of an entity, in the order the server gives. */
export interface ChildEntitiesPort {
  childEntities(entityId: number): Promise<ChildEntity[]>;
}
