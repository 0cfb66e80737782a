// The knowledge routes' bodies live in @lisa/contracts/knowledge (the dashboard's data
// centre reads them too); re-exported here for the module's files.
export * from '@lisa/contracts/knowledge';
