#!/bin/sh
# One backup of the compose set-up (deploy/RUNBOOK.md "Backups"): the database and the bucket, restorable to the same
# point, into $BACKUP_DIR/<UTC time>/ (database.dump, uploads/), keeping the newest $BACKUP_KEEP. The `backup` service
# runs it every $BACKUP_INTERVAL_HOURS; the end-to-end restore drill (tests/e2e/tls-proxy.spec.ts) runs this very file
# against its PostgreSQL and S3 server, then deploy/backup/restore.sh.
#
# The database: pg_dump's custom format as the tables' owner (PGHOST, PGUSER, PGPASSWORD, PGDATABASE), one
# consistent snapshot, restorable into a newer PostgreSQL. The bucket (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID,
# S3_SECRET_ACCESS_KEY): copied before the dump and again after it, so the copy holds every object that existed when
# the snapshot was taken (objects only ever get new keys or new contents, and one deleted meanwhile is kept by the
# second pass). Each copy starts from hard links to the previous one's files, so only new objects are downloaded and
# unchanged ones take no more room.
set -eu
: "${BACKUP_DIR:?}" "${PGHOST:?}" "${PGUSER:?}" "${PGDATABASE:?}" "${S3_ENDPOINT:?}" "${S3_BUCKET:?}"
keep=${BACKUP_KEEP:-14}
export AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:?}" AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:?}"
export AWS_DEFAULT_REGION="${S3_REGION:-us-east-1}" AWS_REQUEST_CHECKSUM_CALCULATION=when_required AWS_RESPONSE_CHECKSUM_VALIDATION=when_required
s3() { aws --endpoint-url "$S3_ENDPOINT" --only-show-errors s3 "$@"; }

mkdir -p "$BACKUP_DIR"
name=$(date -u +%Y-%m-%dT%H-%M-%SZ)
# Never two backups under one name (one within the same second of the last).
while [ -e "$BACKUP_DIR/$name" ]; do sleep 1 && name=$(date -u +%Y-%m-%dT%H-%M-%SZ); done
partial="$BACKUP_DIR/.partial-$name"
rm -rf "$BACKUP_DIR"/.partial-*
mkdir "$partial"
previous=$(ls -1d "$BACKUP_DIR"/20*/ 2>/dev/null | tail -n 1)
if [ -n "$previous" ] && [ -d "$previous/uploads" ]; then cp -al "$previous/uploads" "$partial/uploads"; fi

s3 sync --delete "s3://$S3_BUCKET" "$partial/uploads"
pg_dump --format=custom --no-password --file="$partial/database.dump"
s3 sync "s3://$S3_BUCKET" "$partial/uploads"

mv "$partial" "$BACKUP_DIR/$name"
ls -1d "$BACKUP_DIR"/20*/ | head -n "-$keep" | xargs -r rm -rf
echo "backup.sh: $BACKUP_DIR/$name: database $(du -sh "$BACKUP_DIR/$name/database.dump" | cut -f1), uploads $(find "$BACKUP_DIR/$name/uploads" -type f | wc -l) files"
